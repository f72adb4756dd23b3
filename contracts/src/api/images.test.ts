import {
  BANK_NAMES,
  FALLBACK_IMAGE,
  SOCIAL_CARD_IMAGE,
  SOCIAL_IMAGE,
  bankLogoUrl,
  blogImageUrl,
  blogSocialImageUrl,
  isSocialImageUrl,
  propertyImageUrl,
  propertySocialImageUrl,
} from './images';

describe('FALLBACK_IMAGE', () => {
  it('is the fallback picture of the property image folder', () => {
    expect(FALLBACK_IMAGE).toBe('/images/property/fallback.svg');
  });
});

describe('propertyImageUrl', () => {
  it('serves plain file names from the property image folder', () => {
    expect(propertyImageUrl('ats-1.svg')).toBe('/images/property/ats-1.svg');
    expect(propertyImageUrl('Tower_B-2.final.webp')).toBe('/images/property/Tower_B-2.final.webp');
    expect(propertyImageUrl('P-14-3.SVG')).toBe('/images/property/P-14-3.SVG');
    // A plain name without an extension is still a plain name (the API answers 404, the picture falls back).
    expect(propertyImageUrl('e')).toBe('/images/property/e');
  });

  it.each([
    '',
    '../x.svg',
    '../etc/passwd',
    'a/b.png',
    'a\\b.png',
    'https://evil.example/x.png',
    'x.png?y=1',
    'x.png#y',
    'a b.png',
    'p 1.svg',
    ' a.svg',
    'x.png\n',
    '%2e%2e',
    '%2e%2e%2fx.svg',
    'javascript:alert(1)',
  ])('refuses %p', (file) => {
    expect(propertyImageUrl(file)).toBe(FALLBACK_IMAGE);
  });
});

describe('blogImageUrl', () => {
  it('serves plain image file names from the blog image folder', () => {
    expect(blogImageUrl('blog-1.svg')).toBe('/images/blogs/blog-1.svg');
    expect(blogImageUrl('post_2.final.jpeg')).toBe('/images/blogs/post_2.final.jpeg');
    expect(blogImageUrl('COVER.PNG')).toBe('/images/blogs/COVER.PNG');
    expect(blogImageUrl('a.Webp')).toBe('/images/blogs/a.Webp');
    expect(blogImageUrl('a.gif')).toBe('/images/blogs/a.gif');
  });

  it.each([
    '',
    '../x.svg',
    '../../etc/passwd',
    'javascript:alert(1)',
    'a b.svg',
    'blog-1',
    'blog-1.svg.txt',
    'blog-1.avif',
    '.svg',
    '%2e%2e%2fx.svg',
    'x.svg?y=1',
    'x.svg\n',
  ])('refuses %p', (file) => {
    expect(blogImageUrl(file)).toBe(FALLBACK_IMAGE);
  });
});

describe('link previews', () => {
  it('are 1200x630 JPEGs, the site card among them', () => {
    expect(SOCIAL_IMAGE).toEqual({ width: 1200, height: 630, type: 'image/jpeg' });
    expect(SOCIAL_CARD_IMAGE).toBe('/images/og/site/card.jpg');
  });

  it('render a listing photo or a blog picture as a JPEG of the same name', () => {
    expect(propertySocialImageUrl('p-14-3.svg')).toBe('/images/og/property/p-14-3.jpg');
    expect(propertySocialImageUrl('fallback.svg')).toBe('/images/og/property/fallback.jpg');
    expect(blogSocialImageUrl('blog-2.svg')).toBe('/images/og/blogs/blog-2.jpg');
  });

  // Only the API's own generated pictures can be rendered: any other name gets the site card.
  it.each([
    '',
    'p-14-3',
    'p-14-3.jpg',
    'P-14-3.SVG',
    'Tower_B-2.final.webp',
    'p--1.svg',
    '-p.svg',
    'p-1.svg.svg',
    '../p-1-1.svg',
    'a/b.svg',
    'https://evil.example/x.svg',
    'x.svg?y=1',
    'x.svg\n',
    '%2e%2e%2fx.svg',
    'javascript:alert(1)',
  ])('give the site card for %p', (file) => {
    expect(propertySocialImageUrl(file)).toBe(SOCIAL_CARD_IMAGE);
    expect(blogSocialImageUrl(file)).toBe(SOCIAL_CARD_IMAGE);
  });

  it('are told from other pictures by their path', () => {
    for (const url of [SOCIAL_CARD_IMAGE, propertySocialImageUrl('p-1-1.svg'), blogSocialImageUrl('blog-1.svg')])
      expect(isSocialImageUrl(url)).toBe(true);
    for (const url of [
      '/images/property/p-1-1.svg',
      FALLBACK_IMAGE,
      'https://cdn.example/images/og/site/card.jpg',
      '/images/og/banks/bank-1.jpg',
      '/images/og/property/p-1-1.jpg?x=1',
      '/images/og/property/../card.jpg',
      '',
    ])
      expect(isSocialImageUrl(url)).toBe(false);
  });
});

describe('BANK_NAMES and bankLogoUrl', () => {
  it('lists the twelve associated banks in logo order', () => {
    expect(BANK_NAMES).toHaveLength(12);
    expect(BANK_NAMES[0]).toBe('Capital Bank');
    expect(BANK_NAMES[3]).toBe('Bharat Home Finance');
    expect(BANK_NAMES[11]).toBe('Trident Bank');
    expect(new Set(BANK_NAMES).size).toBe(12);
  });

  it('numbers the logo files from 1', () => {
    expect(bankLogoUrl(0)).toBe('/images/banks/bank-1.svg');
    expect(bankLogoUrl(11)).toBe('/images/banks/bank-12.svg');
    expect(BANK_NAMES.map((_, i) => bankLogoUrl(i))).toEqual(
      Array.from({ length: 12 }, (_, i) => `/images/banks/bank-${i + 1}.svg`),
    );
  });

  it.each([-1, 12, 1.5, Number.NaN, Infinity])('has no logo for index %p', (index) => {
    expect(bankLogoUrl(index)).toBe(FALLBACK_IMAGE);
  });
});
