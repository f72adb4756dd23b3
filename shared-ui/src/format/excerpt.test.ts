import { excerptFromHtml, htmlToText } from './excerpt';

describe('excerptFromHtml', () => {
  it('cuts the text, not the markup, and adds an ellipsis only when cut', () => {
    const html = `<p>${'a'.repeat(60)} <strong>bold</strong> ${'b'.repeat(40)}</p>`;
    const out = excerptFromHtml(html, 80);
    expect(out).toBe(`${'a'.repeat(60)} bold ${'b'.repeat(14)}...`);
    expect(excerptFromHtml('<p>short</p>', 80)).toBe('short');
  });

  it('decodes entities and drops scripts', () => {
    expect(htmlToText('Tom &amp; Jerry&nbsp;&#8377;5 <script>alert(1)</script>')).toBe('Tom & Jerry ₹5');
  });

  it('handles empty and missing input', () => {
    expect(excerptFromHtml(null, 250)).toBe('');
    expect(excerptFromHtml(undefined, 250)).toBe('');
  });

  it('counts 250 characters for blog excerpts', () => {
    const out = excerptFromHtml(`<p>${'x'.repeat(300)}</p>`, 250);
    expect(out).toHaveLength(253);
  });
});
