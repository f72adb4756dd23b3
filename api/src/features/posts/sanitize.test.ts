import { readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import ts from 'typescript';
import { sanitizePostHtml } from './sanitize';

/**
 * The API stores post bodies sanitised by the public page's own rules (contracts/api/htmlRules):
 * hostile HTML is neutralised, and what is stored is exactly what the page then shows: the page
 * runs the same rules with the same DOMPurify over the same jsdom on the server, so a stored body,
 * sanitised again, must come out unchanged.
 */

interface XssPayload {
  n: number;
  html: string;
}

/** The browser suite's hostile payloads, read from its file (e2e code is not a workspace). */
function loadPayloads(): XssPayload[] {
  const file = path.join(__dirname, '../../../../e2e/support/xssPayloads.ts');
  const js = ts.transpileModule(readFileSync(file, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  }).outputText;
  const mod = { exports: {} as { XSS_PAYLOADS: XssPayload[] } };
  new Function('module', 'exports', js)(mod, mod.exports);
  return mod.exports.XSS_PAYLOADS;
}
const XSS_PAYLOADS = loadPayloads();

const ACTIVE_TAGS = new Set([
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'base',
  'meta',
  'link',
  'template',
  'svg',
  'math',
  'style',
  'noscript',
]);
const URL_ATTRS = /^(href|src|action|formaction|xlink:href|data|srcdoc|poster|background)$/;

/** Anything that could run, restyle the page or submit, once the output is parsed as a browser parses it. */
function activeLeft(html: string): string[] {
  const { document } = new JSDOM(`<!doctype html><body><div id="root">${html}</div></body>`).window;
  const found: string[] = [];
  for (const el of Array.from(document.querySelectorAll('#root *'))) {
    const tag = el.tagName.toLowerCase();
    if (ACTIVE_TAGS.has(tag)) found.push(`<${tag}>`);
    for (const attr of Array.from(el.attributes)) {
      // eslint-disable-next-line no-control-regex -- a browser ignores C0 controls inside a URL's scheme
      const value = attr.value.replace(/[\s\u0000-\u001f]/g, '').toLowerCase();
      if (attr.name.startsWith('on')) found.push(`${tag}[${attr.name}]`);
      if (attr.name === 'style') found.push(`${tag}[style]`);
      if (URL_ATTRS.test(attr.name) && /^(javascript|data|vbscript):/.test(value)) found.push(`${tag}[${attr.name}]`);
    }
  }
  return found;
}

describe('the API sanitises post bodies by the public rules', () => {
  it.each([
    ['<script>', '<p>a</p><script>alert(1)</script><p>b</p>', '<p>a</p><p>b</p>'],
    [
      'onerror=',
      '<img src="/images/blogs/blog-1.svg" onerror="alert(1)" alt="A">',
      '<img src="/images/blogs/blog-1.svg" alt="A" loading="lazy">',
    ],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['a javascript: link in disguise', '<a href=" jAvAsCrIpT:alert(1)">x</a>', '<a>x</a>'],
    ['<iframe>', '<p>x<iframe src="https://evil.example"></iframe></p>', '<p>x</p>'],
    ['style with expression()', '<p style="width: expression(alert(1))">x</p>', '<p>x</p>'],
    ['a <style> element', '<style>body{background:url(javascript:alert(1))}</style><p>x</p>', '<p>x</p>'],
    ['SVG with a script', '<svg><script>alert(1)</script><circle r="4"></circle></svg><p>x</p>', '<p>x</p>'],
    ['SVG with onload', '<svg onload="alert(1)"></svg><p>x</p>', '<p>x</p>'],
    ['a data: image', '<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="A">', '<img alt="A" loading="lazy">'],
    [
      'srcset',
      '<img src="/a.png" srcset="javascript:alert(1) 2x" alt="A">',
      '<img src="/a.png" alt="A" loading="lazy">',
    ],
    ['a form', '<form action="https://evil.example"><input name="pin"><button>Go</button></form>', 'Go'],
    ['<object> and <embed>', '<object data="x.swf"></object><embed src="x.swf"><p>x</p>', '<p>x</p>'],
    [
      '<base> and <meta>',
      '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=/x"><p>x</p>',
      '<p>x</p>',
    ],
    ['data-* attributes', '<p data-track="1">x</p>', '<p>x</p>'],
    ['an sms: link', '<a href="sms:+911204000000">x</a>', '<a>x</a>'],
  ])('%s is neutralised', (_what, html, clean) => {
    expect(sanitizePostHtml(html)).toBe(clean);
  });

  it('gives a link that opens a new tab rel=noopener noreferrer, and drops other targets', () => {
    expect(sanitizePostHtml('<a href="https://www.up-rera.in" target="_blank">UP RERA</a>')).toBe(
      '<a href="https://www.up-rera.in" target="_blank" rel="noopener noreferrer">UP RERA</a>',
    );
    expect(sanitizePostHtml('<a href="/x" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="/x" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizePostHtml('<a href="/x" target="_top">x</a>')).toBe('<a href="/x">x</a>');
  });

  it('keeps an ordinary post as it is', () => {
    const body = [
      '<p>Noida has grown into one of the most liveable cities of the NCR.</p>',
      '<h2>1. Fix your budget</h2>',
      '<ul>\n<li><strong>Sector 150</strong>: low density</li>\n<li><em>Sector 137</em></li>\n</ul>',
      '<blockquote>Check the RERA number.</blockquote>',
      '<table><tbody><tr><th>Rate</th><td>7%</td></tr></tbody></table>',
      '<p>Our <a href="/emi-calculator">EMI calculator</a>, <a href="mailto:sales@example.in">mail</a> or <a href="tel:+911204000000">call</a>.</p>',
    ].join('\n');
    expect(sanitizePostHtml(body)).toBe(body);
    expect(sanitizePostHtml('')).toBe('');
  });

  it.each(XSS_PAYLOADS.map((p) => [p.n, p.html] as const))('payload %i leaves nothing active', (_n, html) => {
    expect(activeLeft(sanitizePostHtml(html))).toEqual([]);
  });

  it('stores what the public page shows: a stored body sanitised again is unchanged', () => {
    const inputs = [
      ...XSS_PAYLOADS.map((p) => p.html),
      XSS_PAYLOADS.map((p) => `<p>before ${p.n}</p>${p.html}<p>after ${p.n}</p>`).join('\n'),
      '<p><a href="/x" target="_blank">x</a><img src="/a.svg" alt="a"></p>',
    ];
    for (const html of inputs) {
      const stored = sanitizePostHtml(html);
      expect(sanitizePostHtml(stored)).toBe(stored);
    }
  });
});
