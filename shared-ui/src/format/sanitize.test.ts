import createDOMPurify from 'dompurify';
import { loadSanitizer, sanitizeHtml, sanitizeHtmlSync } from './sanitize';

/**
 * Every input here holds something DOMPurify's defaults keep (checked against a plain DOMPurify
 * first), so each case fails when the site's own setting behind it is removed.
 */
const plain = createDOMPurify(window);

async function expectOnlySiteRemoves(html: string, kept: string, clean: string): Promise<void> {
  expect(plain.sanitize(html)).toContain(kept);
  const out = await sanitizeHtml(html);
  expect(out).toBe(clean);
  expect(out).not.toContain(kept);
}

describe('before DOMPurify is loaded', () => {
  it('gives null for HTML ("not yet") and an empty string for no HTML', async () => {
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('./sanitize');
      expect(fresh.sanitizeHtmlSync('<p>x</p>')).toBeNull();
      expect(fresh.sanitizeHtmlSync('')).toBe('');
      expect(fresh.sanitizeHtmlSync(null)).toBe('');
      expect(fresh.sanitizeHtmlSync(undefined)).toBe('');
      await fresh.loadSanitizer();
      expect(fresh.sanitizeHtmlSync('<p>x</p>')).toBe('<p>x</p>');
      // Loaded with the site's rules, not DOMPurify's defaults alone.
      expect(fresh.sanitizeHtmlSync('<a href="sms:1" target="_blank">x</a>')).toBe(
        '<a target="_blank" rel="noopener noreferrer">x</a>',
      );
    });
  });

  it('loads DOMPurify once', async () => {
    expect(loadSanitizer()).toBe(loadSanitizer());
    const purifier = await loadSanitizer();
    expect(await loadSanitizer()).toBe(purifier);
    expect(sanitizeHtmlSync('<img src="photo.png" alt="A">')).toBe('<img alt="A" loading="lazy">');
  });
});

describe('tags the site forbids on top of DOMPurify', () => {
  it.each([
    ['style', '<p>x</p><style>p{color:red}</style>', '<p>x</p>'],
    ['form', '<form action="/x"><p>x</p></form>', '<p>x</p>'],
    ['input', '<p>x<input name="q" value="v"></p>', '<p>x</p>'],
    ['button', '<p>x<button type="button">Go</button></p>', '<p>xGo</p>'],
    ['textarea', '<p>x<textarea>t</textarea></p>', '<p>xt</p>'],
    ['select', '<p>x<select><option>1</option></select></p>', '<p>x<option>1</option></p>'],
    ['math', '<p>x<math><mi>y</mi></math></p>', '<p>x</p>'],
    ['svg', '<p>x<svg><circle r="5"></circle></svg></p>', '<p>x</p>'],
    ['template', '<p>x</p><template><b>t</b></template>', '<p>x</p>'],
  ])('<%s> is removed', async (tag, html, clean) => {
    await expectOnlySiteRemoves(html, `<${tag}`, clean);
  });
});

describe('attributes the site forbids on top of DOMPurify', () => {
  it('drops style, srcset and data-* attributes', async () => {
    await expectOnlySiteRemoves('<p style="color:red">x</p>', 'style=', '<p>x</p>');
    await expectOnlySiteRemoves(
      '<img src="/a.png" srcset="/b.png 2x" alt="A">',
      'srcset=',
      '<img src="/a.png" alt="A" loading="lazy">',
    );
    await expectOnlySiteRemoves('<p data-track="1">x</p>', 'data-track', '<p>x</p>');
  });
});

describe('links', () => {
  it.each([
    'https://example.com/a',
    'http://example.com',
    'HTTPS://EXAMPLE.COM/',
    'mailto:sales@example.in',
    'tel:+911204000000',
    '/residential/noida',
    '#contact',
  ])('keeps href %p', async (href) => {
    expect(await sanitizeHtml(`<a href="${href}">x</a>`)).toBe(`<a href="${href}">x</a>`);
  });

  it.each([
    'sms:+911204000000',
    'ftp://files.example/brochure.pdf',
    'brochure.pdf',
    'callto:+911204000000',
    'xmpp:sales@example.in',
  ])('drops href %p, which DOMPurify alone keeps', async (href) => {
    await expectOnlySiteRemoves(`<a href="${href}">x</a>`, 'href=', '<a>x</a>');
  });

  it('applies the same rule to image-map areas', async () => {
    await expectOnlySiteRemoves(
      '<map name="m"><area href="sms:1" alt="a"></map>',
      'href=',
      '<map name="m"><area alt="a"></map>',
    );
    expect(await sanitizeHtml('<map name="m"><area href="/x" alt="a"></map>')).toBe(
      '<map name="m"><area href="/x" alt="a"></map>',
    );
  });

  it('keeps target=_blank (DOMPurify alone drops it) and adds rel=noopener noreferrer, over any rel given', async () => {
    expect(plain.sanitize('<a href="/x" target="_blank">x</a>')).not.toContain('target');
    expect(await sanitizeHtml('<a href="/x" target="_blank">x</a>')).toBe(
      '<a href="/x" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(await sanitizeHtml('<a href="/x" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="/x" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('drops any other target and adds no rel', async () => {
    expect(await sanitizeHtml('<a href="/x" target="_top">x</a>')).toBe('<a href="/x">x</a>');
    expect(await sanitizeHtml('<a href="/x" target="_BLANK">x</a>')).toBe('<a href="/x">x</a>');
    expect(await sanitizeHtml('<a href="/x" target="listing">x</a>')).toBe('<a href="/x">x</a>');
    expect(await sanitizeHtml('<a href="/x" class="more" title="More">x</a>')).toBe(
      '<a href="/x" class="more" title="More">x</a>',
    );
  });
});

describe('images and media', () => {
  it.each(['/images/property/a.svg', 'https://cdn.example/a.png', 'HTTP://cdn.example/a.png'])(
    'keeps src %p and loads lazily',
    async (src) => {
      expect(await sanitizeHtml(`<img src="${src}" alt="A">`)).toBe(`<img src="${src}" alt="A" loading="lazy">`);
    },
  );

  it.each(['data:image/png;base64,iVBORw0KGgo/AAAA', 'photo.png', 'images/a.png'])(
    'drops src %p, which DOMPurify alone keeps',
    async (src) => {
      await expectOnlySiteRemoves(`<img src="${src}" alt="A">`, 'src=', '<img alt="A" loading="lazy">');
    },
  );

  it('applies the same rule to video and only images get loading=lazy', async () => {
    await expectOnlySiteRemoves('<video src="clip.mp4"></video>', 'src=', '<video></video>');
    expect(await sanitizeHtml('<video src="/media/clip.mp4"></video>')).toBe('<video src="/media/clip.mp4"></video>');
  });
});

describe('what DOMPurify removes by default stays removed', () => {
  it('drops scripts, handlers, javascript: links and frames', async () => {
    const out = await sanitizeHtml(
      '<p onclick="alert(1)">a<script>alert(1)</script><a href="javascript:alert(1)">b</a><iframe src="https://evil.example"></iframe></p>',
    );
    expect(out).toBe('<p>a<a>b</a></p>');
  });

  it('gives an empty string for no HTML, and the sync call agrees once loaded', async () => {
    expect(await sanitizeHtml(null)).toBe('');
    expect(await sanitizeHtml(undefined)).toBe('');
    expect(await sanitizeHtml('')).toBe('');
    await loadSanitizer();
    expect(sanitizeHtmlSync('<p style="x">y</p>')).toBe('<p>y</p>');
  });
});
