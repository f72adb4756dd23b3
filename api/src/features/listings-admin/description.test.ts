import { escapeHtml, htmlToText, textToHtml } from './description';

describe('description text and HTML', () => {
  it('makes paragraphs and lists, every character escaped', () => {
    expect(textToHtml('First line\nsame paragraph.\n\nSecond & last.\n- Gym\n- Pool <b>')).toBe(
      '<p>First line same paragraph.</p>\n<p>Second &amp; last.</p>\n<ul><li>Gym</li><li>Pool &lt;b&gt;</li></ul>',
    );
  });

  it('never lets a tag or an attribute through', () => {
    const html = textToHtml('<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">');
    expect(html).not.toMatch(/<(script|img)/i);
    expect(html).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n<p>&lt;img src=x onerror=&quot;alert(1)&quot;&gt;</p>',
    );
    expect(escapeHtml(`'"`)).toBe('&#39;&quot;');
  });

  it('gives back the text it was made from (normalised)', () => {
    const text = 'A bright flat & a <quiet> street.\n\n- Gym\n- Pool\n\nCall us.';
    expect(htmlToText(textToHtml(text))).toBe(text);
    expect(htmlToText(textToHtml('  one  \r\n\r\n\r\n two '))).toBe('one\n\ntwo');
  });

  it("reads the seed's HTML as text", () => {
    expect(htmlToText('<p>Nice &amp; big.</p><h3>Highlights</h3><ul><li>Park &#8377;</li><li>Lift</li></ul>')).toBe(
      'Nice & big.\n\nHighlights\n\n- Park ₹\n- Lift',
    );
  });
});
