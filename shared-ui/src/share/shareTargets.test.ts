import { shareTargets } from './shareTargets';

describe('shareTargets', () => {
  const url = 'https://www.example.in/blog/home-loan-tips?from=a&b=1';
  const targets = shareTargets('Home loans: 5 tips & more', url);

  it("gives each network's share address with the page's address and title encoded", () => {
    expect(targets.map((t) => t.label)).toEqual(['WhatsApp', 'Facebook', 'X', 'LinkedIn', 'E-mail']);
    const href = (label: string) => targets.find((t) => t.label === label)?.href;
    expect(href('WhatsApp')).toBe(
      'https://wa.me/?text=Home%20loans%3A%205%20tips%20%26%20more%20https%3A%2F%2Fwww.example.in%2Fblog%2Fhome-loan-tips%3Ffrom%3Da%26b%3D1',
    );
    expect(href('Facebook')).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`);
    expect(new URL(href('X') ?? '').searchParams.get('url')).toBe(url);
    expect(new URL(href('X') ?? '').searchParams.get('text')).toBe('Home loans: 5 tips & more');
    expect(new URL(href('LinkedIn') ?? '').searchParams.get('url')).toBe(url);
    expect(href('E-mail')).toBe(
      `mailto:?subject=Home%20loans%3A%205%20tips%20%26%20more&body=${encodeURIComponent(url)}`,
    );
  });

  it('opens the networks in a new tab and the e-mail link in the mail program', () => {
    expect(targets.filter((t) => t.newTab).map((t) => t.label)).toEqual(['WhatsApp', 'Facebook', 'X', 'LinkedIn']);
  });
});
