import { wrapIndex } from './wrapIndex';
import { formatArea, formatCount } from './format';
import { telHref } from './siteInfo';

describe('wrapIndex', () => {
  it.each([
    [0, 3, 0],
    [3, 3, 0],
    [-1, 3, 2],
    [7, 3, 1],
    [2, 0, 0],
    [NaN, 3, 0],
  ])('wrapIndex(%p, %p) = %p', (i, count, expected) => expect(wrapIndex(i, count)).toBe(expected));
});

describe('display helpers', () => {
  it('formats areas and counts, blank when missing', () => {
    expect(formatArea(2705, 'sqft')).toBe('2,705 sqft');
    expect(formatArea(null, 'sq-ft')).toBe('');
    expect(formatCount(6)).toBe('6');
    expect(formatCount(null)).toBe('');
  });
  it('builds a tel: link from a displayed phone', () => {
    expect(telHref('+91 98100 00000')).toBe('tel:+919810000000');
  });
});
