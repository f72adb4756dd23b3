import type { BrowserContext, ConsoleMessage, Page, Request } from '@playwright/test';

/**
 * What a visitor would never want to see, recorded on every page of a test's browser context:
 * uncaught errors, every console error (React's error logs, the site's own failure logs, policy
 * violations, failed loads) and requests that failed at the network level.
 */
export interface Problem {
  kind: 'pageerror' | 'console' | 'requestfailed';
  text: string;
  /** Where it came from: the console message's source (a failed load names the resource), or the failed request's URL. */
  url: string;
  /** The page's address when it happened. */
  page: string;
}

/**
 * A problem a test causes on purpose (it takes the API or a remote down). Every field given must
 * match; match on the resource or script (`url`) or on the site's own log text, never on a
 * browser's wording, which changes between versions.
 */
export interface ExpectedProblem {
  kind: Problem['kind'];
  url?: RegExp | ((url: string) => boolean);
  text?: RegExp;
  /** Why the test causes it (shown when a problem is not covered). */
  why: string;
}

export interface PageProblems {
  /** Everything recorded, declared or not. */
  readonly all: Problem[];
  /** The problems no declaration covers, one line each; every test ends with this empty. */
  readonly errors: string[];
  /** Declares problems this test causes on purpose. */
  expect(...declared: ExpectedProblem[]): void;
  /** The recorded problems a declaration covers (to check that a failure the test caused did happen). */
  matching(declared: ExpectedProblem): Problem[];
}

/** A request the page itself gave up (navigation, unmount, abort signal): no failure of the site. */
const CANCELLED = 'net::ERR_ABORTED';

function covers(d: ExpectedProblem, p: Problem): boolean {
  if (d.kind !== p.kind) return false;
  if (d.url && !(typeof d.url === 'function' ? d.url(p.url) : d.url.test(p.url))) return false;
  if (d.text && !d.text.test(p.text)) return false;
  return true;
}

const describe = (p: Problem) => `${p.kind}: ${p.text}${p.url ? ` (from ${p.url})` : ''} on ${p.page}`;

/** Starts recording on every page of `context`, present and future. */
export function recordProblems(context: BrowserContext): PageProblems {
  const all: Problem[] = [];
  const declared: ExpectedProblem[] = [];
  const watch = (page: Page) => {
    page.on('pageerror', (e) =>
      all.push({ kind: 'pageerror', text: `${e.name}: ${e.message}`, url: '', page: page.url() }),
    );
    page.on('console', (m: ConsoleMessage) => {
      if (m.type() === 'error') all.push({ kind: 'console', text: m.text(), url: m.location().url, page: page.url() });
    });
    page.on('requestfailed', (r: Request) => {
      const failure = r.failure()?.errorText ?? 'failed';
      if (failure !== CANCELLED)
        all.push({ kind: 'requestfailed', text: `${r.method()} ${failure}`, url: r.url(), page: page.url() });
    });
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  return {
    all,
    get errors() {
      return all.filter((p) => !declared.some((d) => covers(d, p))).map(describe);
    },
    expect: (...more) => declared.push(...more),
    matching: (d) => all.filter((p) => covers(d, p)),
  };
}
