import { HTML_PURIFY_CONFIG, restrictHtmlAttributes, type HtmlRulesElement } from './htmlRules';

/** The rules on a stand-in element (contracts has no DOM); the sanitisers' own tests run them over DOMPurify. */
function element(tagName: string, attrs: Record<string, string>): HtmlRulesElement & { attrs: Map<string, string> } {
  const map = new Map(Object.entries(attrs));
  return {
    tagName,
    attrs: map,
    get attributes() {
      return [...map].map(([name, value]) => ({ name, value }));
    },
    getAttribute: (name) => map.get(name) ?? null,
    setAttribute: (name, value) => void map.set(name, value),
    removeAttribute: (name) => void map.delete(name),
  };
}

describe('the site rules for database HTML', () => {
  it('forbids scripts, frames, styles, forms and SVG, and style/srcset attributes', () => {
    for (const tag of ['script', 'iframe', 'style', 'form', 'svg', 'math', 'object', 'embed', 'base'])
      expect(HTML_PURIFY_CONFIG.FORBID_TAGS).toContain(tag);
    expect(HTML_PURIFY_CONFIG.FORBID_ATTR).toEqual(expect.arrayContaining(['style', 'srcset']));
    expect(HTML_PURIFY_CONFIG.ALLOW_DATA_ATTR).toBe(false);
  });

  it('keeps web, mail, phone, site and anchor links only', () => {
    for (const href of ['https://x.in', 'mailto:a@x.in', 'tel:+91', '/a', '#b']) {
      const a = element('A', { href });
      restrictHtmlAttributes(a);
      expect(a.attrs.get('href')).toBe(href);
    }
    for (const href of ['javascript:alert(1)', 'sms:1', 'x.pdf']) {
      const a = element('A', { href });
      restrictHtmlAttributes(a);
      expect(a.attrs.has('href')).toBe(false);
    }
  });

  it('gives target=_blank rel=noopener noreferrer, drops other targets and data: images, images load lazily', () => {
    const blank = element('A', { href: '/x', target: '_blank', rel: 'opener' });
    restrictHtmlAttributes(blank);
    expect(blank.attrs.get('rel')).toBe('noopener noreferrer');
    const top = element('A', { href: '/x', target: '_top' });
    restrictHtmlAttributes(top);
    expect([...top.attrs.keys()]).toEqual(['href']);
    const img = element('IMG', { src: 'data:image/png;base64,AAAA' });
    restrictHtmlAttributes(img);
    expect(Object.fromEntries(img.attrs)).toEqual({ loading: 'lazy' });
  });
});
