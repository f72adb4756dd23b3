import AxeBuilder from '@axe-core/playwright';
import { FIXED_ROUTES } from '../support/routes';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { test, expect, visit, scrollThrough, MOBILE, DESKTOP } from '../support/fixtures';
import { baseUrl } from '../support/env';
import { exactly, failedLoad } from '../support/expectedProblems';

// axe adds a <style> of its own when it checks inside an iframe (the footer map, the video); the
// site's policy would block it. The policy itself is tested, on every route, in csp.spec.ts.
test.use({ bypassCSP: true });

/**
 * Accessibility gate: axe-core (WCAG 2.2 A and AA rules) on every route of the route table with
 * real data, at 1280 px and 375 px, plus the open overlays; keyboard-only walks of the main flows;
 * visible focus on home.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface ListingRow {
  p_id: number;
  p_location: string;
  slug: string;
}

async function firstListing(request: APIRequestContext, type: 'r' | 'c'): Promise<ListingRow> {
  const body = (await (await request.get(`/api/property_list/noida/all/${type}`)).json()) as {
    property_list: ListingRow[];
  };
  const first = body.property_list[0];
  if (!first) throw new Error(`no ${type} listing in the seed data`);
  return first;
}

async function firstBlogSlug(request: APIRequestContext): Promise<string> {
  const body = (await (await request.get('/api/get-blogs')).json()) as { get_blogs: { slug: string }[] };
  const first = body.get_blogs[0];
  if (!first) throw new Error('no blog post in the seed data');
  return first.slug;
}

/** Waits until nothing on the page is still loading: no spinner and no pending remote region. */
async function settled(page: Page, { networkIdle = true } = {}) {
  if (networkIdle) await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('main h1, [role="main"] h1, h1').first()).toBeVisible();
}

/** Scrolls the whole page so below-the-fold (lazy) parts render, then waits for them. */
async function renderAll(page: Page) {
  await scrollThrough(page);
  await settled(page, { networkIdle: false });
}

interface ContrastProbe {
  selector: string;
  reason: string;
}

/**
 * Measures text contrast where axe cannot (text over gradients and photos): hides the text, takes
 * a screenshot of its box and compares the text colour with every pixel behind it. Returns a line
 * per element whose worst pixel is below 4.5:1 (3:1 for large text).
 */
async function contrastOverImages(page: Page, probes: ContrastProbe[]): Promise<string[]> {
  const failures: string[] = [];
  for (const { selector, reason } of probes) {
    const el = page.locator(selector).first();
    if (!(await el.isVisible())) continue;
    // A slide out of view is inert and clipped: no visitor reads it until it slides in, and
    // scrolling to it would scroll the slider's clipped track instead of the page.
    const shown = await el.evaluate((node) => {
      if (node.closest('[inert], [aria-hidden="true"]')) return false;
      node.scrollIntoView({ block: 'center', inline: 'nearest' });
      return true;
    });
    if (!shown) continue;
    const info = await el.evaluate((node) => {
      // Text under an open overlay (a dialog, a drawer) is not what a visitor reads right now.
      const r = node.getBoundingClientRect();
      const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      const overlay = top?.closest('dialog, [role="dialog"], [aria-modal="true"]');
      if (!top || (overlay && !overlay.contains(node))) return null;
      const cs = getComputedStyle(node);
      const size = parseFloat(cs.fontSize);
      const bold = Number(cs.fontWeight) >= 700;
      node.setAttribute('data-contrast-probe', '');
      // Measure behind the glyph boxes only (one per line), not the element's padding or corners.
      const boxes: DOMRect[] = [];
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      for (let t = walker.nextNode(); t; t = walker.nextNode()) {
        if (!t.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(t);
        boxes.push(...range.getClientRects());
      }
      const rects = (boxes.length ? boxes : [...node.getClientRects()]).map((c) => ({
        x: c.x,
        y: c.y,
        width: c.width,
        height: c.height,
      }));
      return {
        color: node instanceof SVGElement ? cs.fill : cs.color,
        large: size >= 24 || (bold && size >= 18.66),
        rects,
      };
    });
    if (!info) continue;
    const shots: Buffer[] = [];
    await withSheet(
      page,
      '[data-contrast-probe], [data-contrast-probe] * { color: transparent !important; fill: transparent !important; text-shadow: none !important; }',
      async () => {
        for (const clip of info.rects.filter((r) => r.width >= 1 && r.height >= 1))
          shots.push(await page.screenshot({ clip, animations: 'disabled' }));
      },
    );
    await el.evaluate((node) => node.removeAttribute('data-contrast-probe'));
    let worst = 21;
    for (const shot of shots) worst = Math.min(worst, await worstContrast(page, shot, info.color));
    const needed = info.large ? 3 : 4.5;
    if (worst < needed) failures.push(`contrast ${worst.toFixed(2)} < ${needed} for ${selector} (${reason})`);
  }
  return failures;
}

/**
 * Runs `run` with `css` added to the page as a constructed style sheet (CSSOM, which the site's
 * style-src policy allows, unlike a <style> tag), and removes the sheet again even if `run` throws.
 */
async function withSheet<T>(page: Page, css: string, run: () => Promise<T>): Promise<T> {
  await page.evaluate((text) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, css);
  try {
    return await run();
  } finally {
    await page.evaluate(() => (document.adoptedStyleSheets = document.adoptedStyleSheets.slice(0, -1)));
  }
}

/** Decodes the screenshot in a blank page and returns the lowest contrast of `color` against any pixel. */
const decoders = new WeakMap<Page, Page>();

async function worstContrast(page: Page, png: Buffer, color: string): Promise<number> {
  let blank = decoders.get(page);
  if (!blank) {
    blank = await page.context().newPage();
    decoders.set(page, blank);
  }
  {
    return await blank.evaluate(
      async ({ b64, color }) => {
        const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${b64}`)).blob());
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const ctx = canvas.getContext('2d');
        if (!ctx) return 0;
        ctx.drawImage(bitmap, 0, 0);
        const { data } = ctx.getImageData(0, 0, bitmap.width, bitmap.height);
        const lum = (r: number, g: number, b: number) => {
          const ch = (v: number) => {
            const c = v / 255;
            return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
          };
          return 0.2126 * ch(r) + 0.7152 * ch(g) + 0.0722 * ch(b);
        };
        const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).map(Number);
        const text = lum(r, g, b);
        let worst = 21;
        for (let i = 0; i < data.length; i += 4) {
          const bg = lum(data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0);
          const ratio = (Math.max(text, bg) + 0.05) / (Math.min(text, bg) + 0.05);
          if (ratio < worst) worst = ratio;
        }
        return worst;
      },
      { b64: png.toString('base64'), color },
    );
  }
}

/**
 * Runs axe: no violation may be left, and every text axe could not judge (gradients, photos behind
 * it) is measured from pixels instead. Each failure reads as what to fix.
 */
async function expectAccessible(page: Page, label: string, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  // axe reads colours from what is painted. A part skipped while off screen (the footer's
  // content-visibility: auto) is painted as the visitor nears it: audit it as it will be seen.
  const { violations, incomplete } = await withSheet(page, '* { content-visibility: visible !important; }', () =>
    builder.analyze(),
  );
  const found = violations.flatMap((v) =>
    v.nodes.map(
      (n) =>
        `${v.id} (${v.impact}): ${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1, 3).join(' ').trim()}`,
    ),
  );
  expect(found, `axe violations at ${label}`).toEqual([]);
  const probes = incomplete
    .filter((r) => r.id === 'color-contrast')
    .flatMap((r) => r.nodes)
    .map((n) => ({ selector: n.target.map(String).join(' '), reason: n.any[0]?.message ?? '' }))
    .filter((p) => !/non-text characters/.test(p.reason));
  expect(await contrastOverImages(page, probes), `text contrast at ${label}`).toEqual([]);
}

test.describe('axe: every route at 1280 px and 375 px', () => {
  // Two full axe runs and a screenshot per text line over a photo: a long home page needs the room.
  test.describe.configure({ timeout: 120_000 });
  const notFound = '/no/such/page';
  const fixed = [...FIXED_ROUTES, notFound];
  const dynamic: Record<string, (request: APIRequestContext) => Promise<string>> = {
    'a blog post': async (request) => `/blog/${await firstBlogSlug(request)}`,
    'a residential detail': async (request) => {
      const p = await firstListing(request, 'r');
      return `/residential/${p.p_location}/${p.slug}/${p.p_id}`;
    },
    'a commercial detail': async (request) => {
      const p = await firstListing(request, 'c');
      return `/commercial/${p.p_location}/${p.slug}/${p.p_id}`;
    },
  };
  const routes: [string, (request: APIRequestContext) => Promise<string>][] = [
    ...fixed.map((p): [string, () => Promise<string>] => [p, async () => p]),
    ...Object.entries(dynamic),
  ];

  for (const [name, resolve] of routes) {
    test(name, async ({ page, request, problems }) => {
      const path = await resolve(request);
      // The not-found page answers 404 on purpose; the browser may report the document's status.
      if (path === notFound)
        problems.expect(...failedLoad(exactly(`${baseUrl}${notFound}`), 'an unknown page is a 404'));
      await page.setViewportSize(DESKTOP);
      await visit(page, path);
      await renderAll(page);
      await expectAccessible(page, `${path} 1280px`);
      // The same page, narrowed: layouts switch by CSS and media-query listeners.
      await page.setViewportSize(MOBILE);
      // Everything below the fold has rendered already; only wait for what the new width fetches.
      await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0, { timeout: 15_000 });
      await expectAccessible(page, `${path} 375px`);
      expect(problems.errors).toEqual([]);
    });
  }
});

test.describe('axe: open overlays', () => {
  test('mobile menu open at 375 px', async ({ page, problems }) => {
    await page.setViewportSize(MOBILE);
    await visit(page, '/');
    await settled(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expectAccessible(page, 'mobile menu');
    expect(problems.errors).toEqual([]);
  });

  test('filter drawer open at 375 px', async ({ page, problems }) => {
    await page.setViewportSize(MOBILE);
    await visit(page, '/property/noida/all/residential');
    await settled(page);
    await page.getByRole('button', { name: /^Filters/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    await expectAccessible(page, 'filter drawer');
    const rooms = drawer.getByRole('button', { name: /^Rooms/ });
    await rooms.click();
    await expect(rooms).toHaveAttribute('aria-expanded', 'true');
    await expectAccessible(page, 'filter drawer with a dropdown open');
    expect(problems.errors).toEqual([]);
  });

  test('gallery full-screen view open', async ({ page, problems }) => {
    await visit(page, '/gallery');
    await settled(page);
    await page
      .getByRole('button', { name: /^View full screen/ })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Gallery picture viewer' })).toBeVisible();
    await expectAccessible(page, 'gallery viewer 1280px');
    await page.setViewportSize(MOBILE);
    await expectAccessible(page, 'gallery viewer 375px');
    expect(problems.errors).toEqual([]);
  });
});

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 120, key = 'Tab') {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

test.describe('keyboard only', () => {
  test('search from home to a detail page', async ({ page, problems }) => {
    await visit(page, '/');
    await settled(page);
    const form = page.getByRole('search', { name: 'Property search' });
    const residential = form.getByRole('radio', { name: 'Residential' });
    // Tab stops on the checked radio of the group.
    await tabTo(page, form.locator('input[type="radio"]:checked'));
    // Arrow keys move within the radio group; land on Residential whatever was checked.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    if (!(await residential.isChecked())) await page.keyboard.press('ArrowLeft');
    await expect(residential).toBeChecked();
    await expect(residential).toBeFocused();

    const city = form.getByRole('combobox', { name: 'City' });
    await tabTo(page, city);
    await page.keyboard.type('Noida');
    await expect(city).toHaveValue('Noida');

    const name = form.getByRole('combobox', { name: 'Property name' });
    await tabTo(page, name);
    await page.keyboard.type('ace');
    const options = form.getByRole('listbox', { name: 'Project suggestions' }).getByRole('option');
    await expect(options.first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    const chosen = (await options.first().textContent())?.trim() ?? '';
    await page.keyboard.press('Enter');
    await expect(name).toHaveValue(chosen);
    await expect(name).toHaveAttribute('aria-expanded', 'false');
    await expect(name).toBeFocused();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search-property\/r\/noida\//);
    await settled(page);

    const card = page.getByRole('main').locator('a[href^="/residential/"]').first();
    await expect(card).toBeVisible();
    await tabTo(page, card, 200);
    const href = (await card.getAttribute('href')) ?? '';
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${href}`);
    await settled(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(problems.errors).toEqual([]);
  });

  test('a contact enquiry', async ({ page, problems }) => {
    await visit(page, '/contact');
    await settled(page);
    const fields: [string, string][] = [
      ['Name', 'Keyboard Visitor'],
      ['Email', 'keyboard.visitor@example.com'],
      ['Phone', '9810000002'],
      ['Subject', 'Keyboard enquiry'],
      ['Message', 'Sent without a mouse.'],
    ];
    await tabTo(page, page.getByLabel('Name'));
    for (const [label, value] of fields) {
      await expect(page.getByLabel(label)).toBeFocused();
      await page.keyboard.type(value);
      await page.keyboard.press('Tab');
    }
    const submit = page.getByRole('button', { name: 'GET A FREE SERVICE' });
    await tabTo(page, submit, 5);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Form submitted successfully')).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('');
    expect(problems.errors).toEqual([]);
  });

  test('an EMI calculation', async ({ page, problems }) => {
    await visit(page, '/emi-calculator');
    await settled(page);
    const monthly = page.getByTestId('emi-monthly');
    await expect(monthly).toHaveText('₹8,745');
    const amount = page.getByRole('textbox', { name: 'Loan amount' });
    await tabTo(page, amount);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('2000000');
    await expect(amount).toHaveValue('2000000');
    await expect(monthly).not.toHaveText('₹8,745');
    const afterAmount = (await monthly.textContent()) ?? '';

    const rate = page.getByRole('slider', { name: 'Interest rate' });
    await tabTo(page, rate, 30);
    const before = Number(await rate.inputValue());
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => Number(await rate.inputValue())).toBeGreaterThan(before);
    await expect(monthly).not.toHaveText(afterAmount);
    await expect(monthly).toHaveText(/^₹[\d,]+$/);
    expect(problems.errors).toEqual([]);
  });
});

test('focus is visible on the first controls of home', async ({ page, problems }) => {
  await visit(page, '/');
  await settled(page);
  const seen: string[] = [];
  const invisible: string[] = [];
  for (let i = 0; i < 25 && seen.length < 12; i += 1) {
    await page.keyboard.press('Tab');
    const f = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const cs = getComputedStyle(el);
      const outline = cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) > 0;
      const shadow = cs.boxShadow !== 'none';
      const name = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
      return { name, visible: outline || shadow, focusVisible: el.matches(':focus-visible') };
    });
    if (!f) continue;
    seen.push(f.name);
    if (!f.visible || !f.focusVisible) invisible.push(f.name);
  }
  expect(seen.length).toBeGreaterThanOrEqual(8);
  expect(invisible, `no visible focus on: ${invisible.join(', ')}`).toEqual([]);
  expect(problems.errors).toEqual([]);
});

test.describe('axe: the video modal', () => {
  test('video modal open on home', async ({ page, problems }) => {
    await page.route(/youtube-nocookie\.com/, (r) =>
      r.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><title>Video</title><p>video</p></html>',
      }),
    );
    await visit(page, '/');
    await settled(page);
    await page
      .getByRole('button', { name: /Play video/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page, 'video modal');
    expect(problems.errors).toEqual([]);
  });
});
