import type { APIRequestContext, Page } from '@playwright/test';
import { everyRoute } from './visitorRoutes';

/** What the probe saw of one page load: layout shifts and whether the server's nodes survived. */
export interface HydrationReport {
  /** Sum of layout-shift values not caused by input, from the first byte to now. */
  shift: number;
  /** The largest shifts, with the nodes that moved (to tell what to fix). */
  shifts: string[];
  /** The server's h1, header, footer and remote regions no longer in the page after hydration. */
  replaced: string[];
  /** The shell marks a recoverable hydration error on <html data-hydration="recovered">. */
  recovered: boolean;
}

interface ProbeWindow {
  __shift: { value: number; sources: string[] }[];
  __serverNodes: Element[];
}

/**
 * Installs, before any page script, a layout-shift observer and a snapshot of the server's key
 * nodes (taken when the HTML is parsed, before the shell hydrates, which waits for the same event).
 */
export async function installHydrationProbe(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as ProbeWindow;
    w.__shift = [];
    w.__serverNodes = [];
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return String(node?.nodeName ?? '?');
      const cls = typeof node.className === 'string' && node.className ? `.${node.className.split(' ')[0]}` : '';
      return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${cls}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node: Node | null }[];
      })[]) {
        if (!entry.hadRecentInput)
          w.__shift.push({ value: entry.value, sources: (entry.sources ?? []).map((s) => describe(s.node)) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener(
      'DOMContentLoaded',
      () => {
        w.__serverNodes = [...document.querySelectorAll('main h1, header, footer, [data-remote]')];
      },
      { once: true },
    );
  });
}

/** Waits until React owns the page's h1 (hydrated or re-rendered), then a moment for late shifts. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () => {
      const h1 = document.querySelector('main h1');
      return h1 !== null && Object.keys(h1).some((k) => k.startsWith('__reactFiber'));
    },
    undefined,
    { timeout: 15_000 },
  );
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
}

export async function readHydration(page: Page): Promise<HydrationReport> {
  return page.evaluate(() => {
    const w = window as unknown as ProbeWindow;
    const entries = [...w.__shift].sort((a, b) => b.value - a.value);
    return {
      shift: entries.reduce((sum, e) => sum + e.value, 0),
      shifts: entries.slice(0, 3).map((e) => `${e.value.toFixed(4)} ${e.sources.join(', ')}`),
      replaced: w.__serverNodes
        .filter((el) => !el.isConnected)
        .map(
          (el) =>
            `${el.tagName.toLowerCase()}${el.getAttribute('data-remote') ? `[data-remote=${el.getAttribute('data-remote')}]` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`,
        ),
      recovered: document.documentElement.dataset.hydration === 'recovered',
    };
  });
}

/**
 * Opens every route in turn at one viewport with the probe installed, and hands each hydrated
 * page to `check`.
 */
export async function forEveryHydratedRoute(
  page: Page,
  request: APIRequestContext,
  viewport: { width: number; height: number },
  check: (route: string) => Promise<void>,
) {
  const routes = await everyRoute(request);
  await page.setViewportSize(viewport);
  await installHydrationProbe(page);
  for (const route of routes) {
    await page.goto(route);
    await waitForHydration(page);
    await check(route);
  }
}
