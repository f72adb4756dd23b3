import type { Locator, Page } from '@playwright/test';

/** What the hostile-content tests look at: payloads that ran, dialogs, and executable markup left in the page. */
export interface XssProbe {
  /** The payload numbers that called window.__xss. */
  calls: () => Promise<number[]>;
  /** alert/confirm/prompt messages (each dismissed). */
  dialogs: string[];
}

/** window.__xss(n) records payload n running; dialogs are counted too. Arm before the first navigation. */
export async function armXssProbe(page: Page): Promise<XssProbe> {
  await page.addInitScript(() => {
    const w = window as unknown as { __xss: (n: number) => void; __xssCalls: number[] };
    w.__xssCalls = [];
    Object.defineProperty(window, '__xss', {
      value: (n: number) => w.__xssCalls.push(n),
      writable: false,
      configurable: false,
    });
  });
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  return { calls: () => page.evaluate(() => (window as unknown as { __xssCalls: number[] }).__xssCalls), dialogs };
}

/** Anything executable left in the rendered HTML: on* attributes, script-bearing URLs, active elements. */
export async function executableLeft(region: Locator): Promise<string[]> {
  return region.evaluate((root) => {
    const found: string[] = [];
    for (const el of Array.from(root.querySelectorAll('*'))) {
      const tag = el.tagName.toLowerCase();
      // Structured data is ours (JSON, '<' escaped): not markup from the database.
      if (tag === 'script' && el.getAttribute('type') === 'application/ld+json') continue;
      if (
        [
          'script',
          'iframe',
          'object',
          'embed',
          'form',
          'base',
          'meta',
          'link',
          'template',
          'svg',
          'math',
          'style',
        ].includes(tag)
      )
        found.push(`<${tag}>`);
      for (const attr of Array.from(el.attributes)) {
        // eslint-disable-next-line no-control-regex -- a browser ignores C0 controls inside a URL's scheme
        const value = attr.value.replace(/[\s\u0000-\u001f]/g, '').toLowerCase();
        if (attr.name.startsWith('on')) found.push(`${tag}[${attr.name}]`);
        if (
          /^(javascript|data|vbscript):/.test(value) &&
          /^(href|src|action|formaction|xlink:href|data|srcdoc)$/.test(attr.name)
        )
          found.push(`${tag}[${attr.name}=${attr.value.slice(0, 30)}]`);
      }
    }
    return found;
  });
}

/** Focus, hover and click what a visitor could, then give late handlers (onerror, animations) time. */
export async function poke(page: Page, region: Locator) {
  for (let i = 0; i < 6; i += 1) await page.keyboard.press('Tab');
  await region.hover({ position: { x: 10, y: 10 } }).catch(() => undefined);
  const links = region.locator('a, p[id^="click-"]');
  const count = Math.min(await links.count(), 12);
  for (let i = 0; i < count; i += 1) {
    // Clicks stay on this page: a link with a safe href would navigate, so only its handler matters.
    await links
      .nth(i)
      .dispatchEvent('click')
      .catch(() => undefined);
  }
  await page.waitForTimeout(300);
}
