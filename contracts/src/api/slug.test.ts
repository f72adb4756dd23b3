import { isSlug, slugToTitle, toSlug } from './slug';

describe('toSlug (lowercase, spaces → hyphens)', () => {
  it.each([
    ['Gandhi Nagar', 'gandhi-nagar'],
    ['Noida', 'noida'],
    ['ATS  Pristine ', 'ats-pristine'],
    ['Greater Noida West', 'greater-noida-west'],
    ['', ''],
  ])('%p → %p', (input, expected) => expect(toSlug(input)).toBe(expected));
});

describe('slugToTitle', () => {
  it('capitalises words and turns hyphens into spaces', () => {
    expect(slugToTitle('greater-noida-west')).toBe('Greater Noida West');
    expect(slugToTitle('sector-150')).toBe('Sector 150');
    expect(slugToTitle('--')).toBe('');
  });
});

describe('isSlug', () => {
  it.each(['noida', 'sector-150', 'gandhi-nagar', 'a1-b2-c3', '7'])('accepts %p', (value) =>
    expect(isSlug(value)).toBe(true),
  );
  it.each(['', 'Noida', 'gandhi nagar', '-noida', 'noida-', 'a--b', '../x', 'sector_150', 'नोएडा', ' noida'])(
    'refuses %p',
    (value) => {
      expect(isSlug(value)).toBe(false);
    },
  );
  it('is every non-empty result of toSlug made of letters, digits and spaces', () => {
    for (const name of ['Gandhi Nagar', 'Greater Noida West', 'ATS  Pristine '])
      expect(isSlug(toSlug(name))).toBe(true);
  });
});
