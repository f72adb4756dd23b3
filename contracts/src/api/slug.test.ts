import { slugToTitle, toSlug } from './slug';

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
