import type { Config, DOMPurify as Purifier } from 'dompurify';
import { HTML_PURIFY_CONFIG, HTML_RULES_HOOK, restrictHtmlAttributes } from 'contracts/api/htmlRules';
import { importPurifier, purifierNow } from './sanitizerRuntime';

/**
 * HTML from the database is rendered only through this, with the site's rules (contracts'
 * htmlRules, the API's post sanitiser uses the same): scripts, handlers, styles, forms and frames
 * are removed; links keep only web, mail, phone, site-path and anchor targets; images and media
 * load only from web URLs and site paths (no data:); links that open a new tab get
 * rel=noopener noreferrer. In the browser DOMPurify is loaded on first use, so pages without
 * database HTML never download it; on the server it runs over jsdom with these same rules
 * (sanitizerRuntime.server.ts), synchronously.
 */
const CONFIG: Config = HTML_PURIFY_CONFIG;

let purifier: Purifier | null = null;
let loading: Promise<Purifier> | null = null;

/** Adds the site's rules to a purifier; one that cannot sanitise over its DOM is refused, never used. */
function withSiteRules(p: Purifier): Purifier {
  // An unsupported DOMPurify returns its input unchanged: fail closed instead.
  if (!p.isSupported) throw new Error('DOMPurify cannot sanitise over this DOM');
  // DOMPurify runs this hook only for elements (nodes with attributes), hence the cast.
  p.addHook(HTML_RULES_HOOK, (node) => restrictHtmlAttributes(node as Element));
  return p;
}

/** The purifier if it is ready now (always on the server), with the site's rules. */
function readyPurifier(): Purifier | null {
  if (!purifier) {
    const now = purifierNow();
    if (now) purifier = withSiteRules(now);
  }
  return purifier;
}

/** Loads DOMPurify once; resolves to the configured purifier. */
export function loadSanitizer(): Promise<Purifier> {
  const now = readyPurifier();
  if (now) return Promise.resolve(now);
  loading ??= importPurifier().then((p) => {
    purifier ??= withSiteRules(p);
    return purifier;
  });
  return loading;
}

/**
 * The same bodies are rendered again and again (every visit of a post on the server), and
 * sanitising one costs a parse: results are kept for the most recent inputs.
 */
const CACHE_ENTRIES = 100;
const CACHE_MAX_INPUT = 100_000;
const cache = new Map<string, string>();

function sanitizeWith(p: Purifier, html: string): string {
  const hit = cache.get(html);
  if (hit !== undefined) {
    // Most recently used last: the oldest entry is the first one dropped.
    cache.delete(html);
    cache.set(html, hit);
    return hit;
  }
  const clean = p.sanitize(html, CONFIG);
  if (html.length <= CACHE_MAX_INPUT) {
    cache.set(html, clean);
    if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
  }
  return clean;
}

/** Sanitises now when DOMPurify is ready (always on the server); null means "not loaded yet" (call loadSanitizer). */
export function sanitizeHtmlSync(html: string | null | undefined): string | null {
  if (!html) return '';
  const p = readyPurifier();
  return p ? sanitizeWith(p, html) : null;
}

export async function sanitizeHtml(html: string | null | undefined): Promise<string> {
  const p = await loadSanitizer();
  return html ? sanitizeWith(p, html) : '';
}
