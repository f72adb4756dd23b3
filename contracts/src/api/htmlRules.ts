/**
 * The site's rules for HTML from the database (post bodies), in one place for every sanitiser:
 * shared-ui's sanitizeHtml (the public pages, in the browser and on the server) and the API's
 * (which stores post bodies already sanitised: what the editor's preview shows is what the public
 * page shows). Both run DOMPurify with HTML_PURIFY_CONFIG and HTML_RULES_HOOK's hook.
 *
 * Scripts, handlers, styles, forms and frames are removed; links keep only web, mail, phone,
 * site-path and anchor targets; images and media load only from web URLs and site paths (no data:);
 * links that open a new tab get rel=noopener noreferrer. Plain data: no DOM and no DOMPurify here
 * (contracts has neither), so the element is described by the little the rules need.
 */
export const HTML_FORBID_TAGS = [
  // Kept by DOMPurify's defaults; database HTML has no use for them.
  'style',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'math',
  'svg',
  'template',
  // Removed by DOMPurify's defaults already; listed so that a change of those defaults lets none in.
  // Stryker disable next-line StringLiteral: equivalent while DOMPurify's defaults remove these tags
  'script',
  'iframe',
  'frame',
  'object',
  'embed',
  'link',
  'meta',
  'base',
];

export const HTML_FORBID_ATTR = [
  'style',
  'srcset',
  // Not allowed by DOMPurify's defaults either, and forms are forbidden; listed for the same reason.
  // Stryker disable next-line StringLiteral: equivalent while DOMPurify's defaults remove formaction
  'formaction',
];

/** DOMPurify's configuration (its `Config` type accepts this shape). */
export const HTML_PURIFY_CONFIG: {
  FORBID_TAGS: string[];
  FORBID_ATTR: string[];
  ADD_ATTR: string[];
  ALLOW_DATA_ATTR: boolean;
} = { FORBID_TAGS: HTML_FORBID_TAGS, FORBID_ATTR: HTML_FORBID_ATTR, ADD_ATTR: ['target'], ALLOW_DATA_ATTR: false };

/** Links may go to web pages, mail, phone numbers, site paths and anchors (DOMPurify alone also lets sms:, ftp: and relative URLs through). */
export const HTML_LINK_HREF = /^(https?:|mailto:|tel:|\/|#)/i;
/** Images and media come from web URLs or site paths (DOMPurify alone also lets data: and relative URLs through). */
export const HTML_MEDIA_SRC = /^(https?:|\/)/i;

/** What the rules touch of an element (a DOM Element has all of it). */
export interface HtmlRulesElement {
  readonly tagName: string;
  readonly attributes: ArrayLike<{ readonly name: string; readonly value: string }>;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
}

/** The site's rules on top of DOMPurify's, for every element left after sanitising. */
export function restrictHtmlAttributes(node: HtmlRulesElement): void {
  for (const { name, value } of Array.from(node.attributes)) {
    if (name === 'href' && !HTML_LINK_HREF.test(value)) node.removeAttribute(name);
    if (name === 'src' && !HTML_MEDIA_SRC.test(value)) node.removeAttribute(name);
    // Named targets could reach another window of the site; only a new tab is allowed.
    if (name === 'target' && value !== '_blank') node.removeAttribute(name);
  }
  if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
  if (node.tagName === 'IMG') node.setAttribute('loading', 'lazy');
}

/** DOMPurify's hook that applies restrictHtmlAttributes (it runs for elements only). */
export const HTML_RULES_HOOK = 'afterSanitizeAttributes';
