/**
 * `sizes` of the listing pictures: each slot's width per viewport, measured from the CSS of its grid
 * (breakpoints, paddings, gaps, columns; --content-width 1200 px), so the browser fetches no
 * variant wider than the slot needs at the device's pixel ratio. Keep in step with the CSS named.
 * At 375 px and 1280 px (imageSizes.test.ts): listing grid 351 / 272, home and curated grids
 * 351 and 343 / 373, detail main picture 343 / 816.
 */

/**
 * ListingPage.module.css: ≤767.98 one column, layout padding 12 + 12; ≤1179.98 two columns beside
 * the 280 px filters (padding 16 + 16, gaps 24); three columns after, the layout capped at 1200.
 */
export const LISTING_GRID_SIZES =
  '(max-width: 767.98px) calc(100vw - 24px), (max-width: 1179.98px) calc((100vw - 360px) / 2), (max-width: 1199.98px) calc((100vw - 384px) / 3), 272px';

/** HomeSections.module.css (BudgetGallery): section padding 12 on phones, 16 after; 1, 2, 3 columns, gaps 24. */
export const HOME_GRID_SIZES =
  '(max-width: 767.98px) calc(100vw - 24px), (max-width: 1023.98px) calc((100vw - 56px) / 2), (max-width: 1199.98px) calc((100vw - 80px) / 3), 373px';

/**
 * CuratedListPage.module.css and the shortlist's and similar listings' grids: page padding 16; 1, 2,
 * 3 columns (gaps 24). The similar listings' column is narrower than this: a little over, never under.
 */
export const THREE_COLUMN_SIZES =
  '(max-width: 767.98px) calc(100vw - 32px), (max-width: 1023.98px) calc((100vw - 56px) / 2), (max-width: 1199.98px) calc((100vw - 80px) / 3), 373px';

/**
 * DetailPage.module.css: the gallery fills the main column: ≤767.98 the page less its padding
 * (16 + 16); ≤1023.98 beside the 280 px column (gap 24); after, beside the 320 px column (gap 32)
 * in a page capped at 1200.
 */
export const DETAIL_MAIN_SIZES =
  '(max-width: 767.98px) calc(100vw - 32px), (max-width: 1023.98px) calc(100vw - 336px), (max-width: 1199.98px) calc(100vw - 384px), 816px';

/** ImageGallery.module.css `.thumb`: 120 px wide. */
export const THUMB_SIZES = '120px';

/**
 * The slot width a `sizes` value gives at a viewport width, for the forms used above only
 * (`(max-width: Npx) <length>` entries and a last length; lengths `Npx`, `calc(100vw - Npx)`,
 * `calc((100vw - Npx) / k)`); undefined for anything else. For tests and the docs' figures.
 */
export function slotWidth(sizes: string, viewport: number): number | undefined {
  for (const entry of sizes.split(',').map((s) => s.trim())) {
    const cond = /^\(max-width: ([\d.]+)px\)\s+(.+)$/.exec(entry);
    if (cond?.[1] && cond[2] && viewport > Number(cond[1])) continue;
    const length = cond?.[2] ?? entry;
    const px = /^(\d+)px$/.exec(length);
    if (px?.[1]) return Number(px[1]);
    const minus = /^calc\(100vw - (\d+)px\)$/.exec(length);
    if (minus?.[1]) return viewport - Number(minus[1]);
    const part = /^calc\(\(100vw - (\d+)px\) \/ (\d+)\)$/.exec(length);
    if (part?.[1] && part[2]) return (viewport - Number(part[1])) / Number(part[2]);
    return undefined;
  }
  return undefined;
}
