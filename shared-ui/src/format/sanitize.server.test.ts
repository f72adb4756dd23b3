/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import ts from 'typescript';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { sanitizeHtmlSync } from './sanitize';
import { SafeHtml } from '../components/SafeHtml';

// What a server build resolves (its resolve.extensions prefer X.server.ts over X.ts).
jest.mock('./sanitizerRuntime', () => jest.requireActual('./sanitizerRuntime.server'));

interface XssPayload {
  n: number;
  html: string;
}
interface PayloadModule {
  XSS_PAYLOADS: XssPayload[];
  payloadGroups(size: number): XssPayload[][];
  hostileBody(payloads: XssPayload[], intro: string, outro: string): string;
}

/**
 * The browser suite's 72 hostile payloads, read from its own file (one list for both suites; e2e
 * code cannot be imported from a workspace, so the file is read as data and compiled here).
 */
function loadPayloads(): PayloadModule {
  const file = path.join(__dirname, '../../../e2e/support/xssPayloads.ts');
  const js = ts.transpileModule(readFileSync(file, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  }).outputText;
  const mod = { exports: {} as PayloadModule };
  new Function('module', 'exports', js)(mod, mod.exports);
  return mod.exports;
}
const { XSS_PAYLOADS, payloadGroups, hostileBody } = loadPayloads();

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

/**
 * Anything that could run, restyle the page or submit, after the output is parsed again as the
 * visitor's browser parses it (jsdom follows the same standard parser): tags, on* handlers,
 * style attributes and URLs with a script-bearing scheme.
 */
function activeLeft(html: string): string[] {
  const { document } = new JSDOM(`<!doctype html><body><div id="root">${html}</div>`).window;
  const found: string[] = [];
  for (const el of Array.from(document.getElementById('root')!.querySelectorAll('*'))) {
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

describe('the server sanitiser', () => {
  it('runs without a browser and answers at once, never "not loaded yet"', () => {
    expect(typeof window).toBe('undefined');
    expect(sanitizeHtmlSync('<p onclick="x()">a</p>')).toBe('<p>a</p>');
    expect(sanitizeHtmlSync('')).toBe('');
    expect(sanitizeHtmlSync(null)).toBe('');
  });

  it('has all 72 payloads of the browser suite', () => {
    expect(XSS_PAYLOADS).toHaveLength(72);
    expect(new Set(XSS_PAYLOADS.map((p) => p.n)).size).toBe(72);
  });

  it.each(XSS_PAYLOADS.map((p) => [p.n, p.html] as const))('payload %i leaves nothing active', (_n, html) => {
    const out = sanitizeHtmlSync(html);
    expect(out).not.toBeNull();
    expect(activeLeft(out!)).toEqual([]);
  });

  it.each(payloadGroups(8).map((g, i) => [i + 1, g] as const))(
    'payload group %i, as the browser suite stores it in a post: safe text kept, nothing active',
    (i, group) => {
      const out = sanitizeHtmlSync(hostileBody(group, `Safe intro ${i}`, `Safe outro ${i}`))!;
      expect(activeLeft(out)).toEqual([]);
      // The intro is always kept; a raw-text payload (<style> in <math>) may swallow the rest, as in a browser.
      expect(out).toContain(`<p>Safe intro ${i}</p>`);
    },
  );

  it('all payloads in one body leave nothing active', () => {
    expect(activeLeft(sanitizeHtmlSync(hostileBody(XSS_PAYLOADS, 'Safe intro', 'Safe outro'))!)).toEqual([]);
  });

  it('keeps a normal post body as it is, with the site’s link and image rules', () => {
    const body = [
      '<p>Noida has grown into one of the most liveable cities of the NCR.</p>',
      '<h2>1. Fix your budget</h2>',
      '<ul>\n<li><strong>Sector 150</strong>: low density</li>\n<li><em>Sector 137</em></li>\n</ul>',
      '<ol><li>One</li><li>Two</li></ol>',
      '<blockquote>Check the RERA number.</blockquote>',
      '<table><tbody><tr><th>Rate</th><td>7%</td></tr></tbody></table>',
      '<p>Our <a href="/emi-calculator">EMI calculator</a>, the <a href="https://www.up-rera.in">UP RERA portal</a>, ',
      '<a href="mailto:sales@example.in">mail</a>, <a href="tel:+911204000000">call</a> or <a href="#top">top</a>.</p>',
      '<h3>Photos</h3><img src="/images/blogs/blog-1.svg" alt="Sector 150" width="800" height="450">',
    ].join('\n');
    const expected = body.replace('width="800" height="450">', 'width="800" height="450" loading="lazy">');
    expect(sanitizeHtmlSync(body)).toBe(expected);
  });

  it('applies the same rules as the browser: link targets, schemes, srcset, data attributes', () => {
    expect(sanitizeHtmlSync('<a href="/x" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="/x" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtmlSync('<a href="/x" target="_top">x</a>')).toBe('<a href="/x">x</a>');
    expect(sanitizeHtmlSync('<a href="sms:1">x</a><a href="brochure.pdf">y</a>')).toBe('<a>x</a><a>y</a>');
    expect(sanitizeHtmlSync('<img src="data:image/png;base64,AAAA" srcset="/b.png 2x" alt="A">')).toBe(
      '<img alt="A" loading="lazy">',
    );
    expect(sanitizeHtmlSync('<p data-track="1" style="color:red">x</p>')).toBe('<p>x</p>');
    expect(sanitizeHtmlSync('<video src="clip.mp4"></video><video src="/m/c.mp4"></video>')).toBe(
      '<video></video><video src="/m/c.mp4"></video>',
    );
  });

  it('gives the same answer when the same body comes again (kept results are not shared wrongly)', () => {
    const a = sanitizeHtmlSync('<p>a<script>1</script></p>');
    const b = sanitizeHtmlSync('<p>b<script>1</script></p>');
    expect([a, b, sanitizeHtmlSync('<p>a<script>1</script></p>')]).toEqual(['<p>a</p>', '<p>b</p>', '<p>a</p>']);
  });
});

describe('SafeHtml on the server', () => {
  it('renders the sanitised HTML in the server render itself', () => {
    const html = renderToString(
      createElement(SafeHtml, {
        className: 'body',
        html: '<p>Safe intro</p><img src=x onerror="alert(1)"><a href="javascript:alert(1)">x</a>',
      }),
    );
    expect(html).toBe('<div class="body"><p>Safe intro</p><img loading="lazy"><a>x</a></div>');
  });

  it('renders every payload group without anything active', () => {
    for (const [i, group] of payloadGroups(8).entries()) {
      const html = renderToString(createElement(SafeHtml, { html: hostileBody(group, `In ${i}`, `Out ${i}`) }));
      expect(activeLeft(html)).toEqual([]);
      expect(html).toContain(`<p>In ${i}</p>`);
    }
  });

  it('renders an empty block for no HTML', () => {
    expect(renderToString(createElement(SafeHtml, { html: null }))).toBe('<div></div>');
  });
});
