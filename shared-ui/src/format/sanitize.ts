import type { DOMPurify as Purifier } from 'dompurify';

/**
 * HTML from the database is rendered only through this: scripts, handlers, javascript: and
 * data: URLs, forms and frames are removed; links that open elsewhere get rel=noopener.
 * DOMPurify is loaded on first use, so pages without database HTML never download it.
 */
const FORBID_TAGS = ['script', 'style', 'iframe', 'frame', 'object', 'embed', 'form', 'input', 'button', 'textarea', 'select', 'math', 'svg', 'template', 'link', 'meta', 'base'];

let purifier: Purifier | null = null;
let loading: Promise<Purifier> | null = null;

function configure(p: Purifier): Purifier {
  p.addHook('afterSanitizeAttributes', (node) => {
    if (node instanceof Element && node.tagName === 'A') {
      const href = node.getAttribute('href') ?? '';
      if (!/^(https?:|mailto:|tel:|\/|#)/i.test(href)) node.removeAttribute('href');
      const target = node.getAttribute('target');
      if (target && target !== '_blank') node.removeAttribute('target');
      if (target === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    }
    if (node instanceof Element && node.tagName === 'IMG') {
      const src = node.getAttribute('src') ?? '';
      if (!/^(https?:|\/)/i.test(src)) node.removeAttribute('src');
      node.setAttribute('loading', 'lazy');
    }
  });
  return p;
}

/** Loads DOMPurify once; resolves to the configured purifier. */
export function loadSanitizer(): Promise<Purifier> {
  loading ??= import('dompurify').then((m) => {
    purifier = configure(m.default);
    return purifier;
  });
  return loading;
}

/** Sanitises now when DOMPurify is loaded; null means "not loaded yet" (call loadSanitizer). */
export function sanitizeHtmlSync(html: string | null | undefined): string | null {
  if (!html) return '';
  if (!purifier) return null;
  return purifier.sanitize(html, { FORBID_TAGS, FORBID_ATTR: ['style', 'srcset', 'formaction'], ADD_ATTR: ['target'], ALLOW_DATA_ATTR: false });
}

export async function sanitizeHtml(html: string | null | undefined): Promise<string> {
  await loadSanitizer();
  return sanitizeHtmlSync(html) ?? '';
}
