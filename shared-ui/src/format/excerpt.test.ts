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

  it('adds no ellipsis at exactly max characters, and cuts trailing space before it', () => {
    expect(excerptFromHtml('<p>abcde</p>', 5)).toBe('abcde');
    expect(excerptFromHtml('<p>abcdef</p>', 5)).toBe('abcde...');
    expect(excerptFromHtml('<p>Sector 150 Noida</p>', 7)).toBe('Sector...');
  });
});

describe('htmlToText', () => {
  it('drops scripts and styles with attributes and multi-line bodies, leaving a space between words', () => {
    expect(htmlToText('Before<script type="module">\nconst a = 1;\nalert(a)\n</script>after')).toBe('Before after');
    expect(htmlToText('Before<STYLE media="all">p { color: red }</STYLE>after')).toBe('Before after');
  });

  it('puts a space where a tag was', () => {
    expect(htmlToText('<p>one</p><p>two</p>three<br>four')).toBe('one two three four');
  });

  it('decodes the named entities, in any case, and leaves unknown ones as written', () => {
    expect(htmlToText('&lt;b&gt; &quot;q&quot; &apos;a&apos; &AMP; x&nbsp;y')).toBe(`<b> "q" 'a' & x y`);
    expect(htmlToText('&bogus; &copy;')).toBe('&bogus; &copy;');
  });

  it('decodes decimal and hex character references, upper or lower case', () => {
    expect(htmlToText('&#8377;5 &#x20B9;6 &#X20b9;7 &#x1F3E0;')).toBe('₹5 ₹6 ₹7 🏠');
    expect(htmlToText('&#x10FFFF;')).toBe(String.fromCodePoint(0x10ffff));
    expect(htmlToText('a&#1;b')).toBe('a\u0001b');
  });

  it('turns references to no character (0, beyond U+10FFFF, absurdly long) into a space', () => {
    expect(htmlToText('a&#0;b')).toBe('a b');
    expect(htmlToText('a&#x0;b')).toBe('a b');
    expect(htmlToText('a&#x110000;b')).toBe('a b');
    expect(htmlToText('a&#1114112;b')).toBe('a b');
    expect(htmlToText(`a&#${'9'.repeat(400)};b`)).toBe('a b');
  });
});
