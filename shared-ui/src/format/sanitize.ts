import DOMPurify from 'dompurify';

/**
 * HTML from the database is rendered only through this: scripts, handlers, javascript: and
 * data: URLs, forms and frames are removed; links that open elsewhere get rel=noopener.
 */
const FORBID_TAGS = ['script', 'style', 'iframe', 'frame', 'object', 'embed', 'form', 'input', 'button', 'textarea', 'select', 'math', 'svg', 'template', 'link', 'meta', 'base'];

let hooked = false;
function ensureHooks(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node instanceof Element && node.tagName === 'A') {
      const href = node.getAttribute('href') ?? '';
      if (!/^(https?:|mailto:|tel:|\/|#)/i.test(href)) node.removeAttribute('href');
      if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    }
    if (node instanceof Element && node.tagName === 'IMG') {
      const src = node.getAttribute('src') ?? '';
      if (!/^(https?:|\/)/i.test(src)) node.removeAttribute('src');
      node.setAttribute('loading', 'lazy');
    }
  });
}

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  ensureHooks();
  return DOMPurify.sanitize(html, { FORBID_TAGS, FORBID_ATTR: ['style', 'srcset', 'formaction'], ALLOW_DATA_ATTR: false });
}
