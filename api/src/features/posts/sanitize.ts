import createDOMPurify, { type DOMPurify as Purifier, type WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import {
  HTML_PURIFY_CONFIG,
  HTML_RULES_HOOK,
  restrictHtmlAttributes,
  type HtmlRulesElement,
} from 'contracts/api/htmlRules';

/**
 * Post bodies are sanitised before they are stored, with the rules the public page renders them by
 * (contracts/api/htmlRules, shared with shared-ui's sanitizeHtml) and the same DOMPurify over the
 * same jsdom as the site's server, so the stored body is what the page shows: the editor's preview
 * (POST /api/staff/posts/preview) is exact. jsdom is made on first use, not when the API starts.
 */
let purifier: Purifier | null = null;

function sitePurifier(): Purifier {
  if (purifier === null) {
    const p = createDOMPurify(new JSDOM('<!doctype html><html><body></body></html>').window as unknown as WindowLike);
    // An unsupported DOMPurify returns its input unchanged: refuse to store anything instead.
    if (!p.isSupported) throw new Error('DOMPurify cannot sanitise over jsdom');
    // DOMPurify runs this hook only for elements, which have everything the rules touch.
    p.addHook(HTML_RULES_HOOK, (node) => restrictHtmlAttributes(node as unknown as HtmlRulesElement));
    purifier = p;
  }
  return purifier;
}

/** The body as the public page will show it. */
export function sanitizePostHtml(html: string): string {
  return html === '' ? '' : sitePurifier().sanitize(html, HTML_PURIFY_CONFIG);
}
