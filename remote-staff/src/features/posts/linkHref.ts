import { HTML_LINK_HREF } from 'contracts/api/htmlRules';

/**
 * A link address as typed in the editor, made into one the public page keeps (its sanitiser
 * drops any other): web pages, mail, phone numbers, site paths and anchors. A bare domain
 * ('www.example.com/page') gets https://. Null for anything else (javascript:, data:, spaces).
 */
export function linkHref(typed: string): string | null {
  const text = typed.trim();
  if (text === '' || /\s/.test(text)) return null;
  // '//host' is another site without a scheme: the sanitiser's site-path rule would let it through.
  if (text.startsWith('//')) return null;
  if (HTML_LINK_HREF.test(text)) return /^https?:$/i.test(text.replace(/\/+$/, '')) ? null : text;
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)+(?::\d+)?(?:[/?#].*)?$/i.test(text)) return `https://${text}`;
  return null;
}
