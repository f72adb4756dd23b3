import { linkHref } from './linkHref';

describe('linkHref', () => {
  it.each([
    ['https://www.example.com/page', 'https://www.example.com/page'],
    ['http://example.com', 'http://example.com'],
    ['  mailto:sales@noida-realty.example ', 'mailto:sales@noida-realty.example'],
    ['tel:+919810012345', 'tel:+919810012345'],
    ['/blog/noida-metro-guide', '/blog/noida-metro-guide'],
    ['#faq', '#faq'],
    ['www.example.com/page?a=1', 'https://www.example.com/page?a=1'],
    ['example.co.in', 'https://example.co.in'],
  ])('keeps %j as %j', (typed, href) => {
    expect(linkHref(typed)).toBe(href);
  });

  it.each([
    '',
    '   ',
    'javascript:alert(1)',
    'data:text/html,x',
    'vbscript:x',
    '//evil.example',
    'https:',
    'a b',
    'noida',
  ])('refuses %j', (typed) => {
    expect(linkHref(typed)).toBeNull();
  });
});
