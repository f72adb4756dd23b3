import {
  DETAIL_MAIN_SIZES,
  HOME_GRID_SIZES,
  LISTING_GRID_SIZES,
  slotWidth,
  THREE_COLUMN_SIZES,
  THUMB_SIZES,
} from './imageSizes';

/** The variants every picture has (contracts' PHOTO_WIDTHS). */
const WIDTHS = [320, 640, 960, 1280, 1920];
/** What a browser picks: the narrowest variant at least slot × pixel ratio wide. */
const picked = (slot: number, dpr: number) => WIDTHS.find((w) => w >= slot * dpr) ?? 1920;

describe('sizes of the listing pictures', () => {
  it.each([
    ['listing grid', LISTING_GRID_SIZES, 351, 272],
    ['home grid', HOME_GRID_SIZES, 351, 373],
    ['curated, shortlist and similar grids', THREE_COLUMN_SIZES, 343, 373],
    ['detail main picture', DETAIL_MAIN_SIZES, 343, 816],
    ['thumbnail', THUMB_SIZES, 120, 120],
  ])('%s: its slot at 375 and 1280 px', (_name, sizes, at375, at1280) => {
    expect(slotWidth(sizes, 375)).toBe(at375);
    expect(slotWidth(sizes, 1280)).toBe(at1280);
  });

  it('between breakpoints the slot follows the columns', () => {
    expect(slotWidth(LISTING_GRID_SIZES, 1024)).toBe(332); // two columns beside the filters
    expect(slotWidth(LISTING_GRID_SIZES, 1190)).toBeCloseTo(268.67, 1); // three, layout not yet capped
    expect(slotWidth(DETAIL_MAIN_SIZES, 800)).toBe(464);
  });

  it('the LCP picture of a detail page: no variant wider than its slot needs', () => {
    // 375 px phone at 2x and 3x: 686 and 1029 device pixels → 960 and 1280; a 1280 px screen at 1x: 816 → 960.
    expect(picked(343, 2)).toBe(960);
    expect(picked(343, 3)).toBe(1280);
    expect(picked(816, 1)).toBe(960);
    // A listing card on a 1280 px screen: 272 px → 320 (1x), 640 (2x).
    expect(picked(272, 1)).toBe(320);
    expect(picked(272, 2)).toBe(640);
  });

  it('is undefined for forms it does not know', () => {
    expect(slotWidth('50vw', 1000)).toBeUndefined();
    expect(slotWidth('(min-width: 10px) 5px', 1000)).toBeUndefined();
  });
});
