import { nextSlideIndex, slidesPerView } from './Slider';

describe('slidesPerView', () => {
  const logos = { 0: 1, 360: 2, 768: 3, 1280: 4 };
  it.each([
    [320, 1],
    [360, 2],
    [767, 2],
    [768, 3],
    [1279, 3],
    [1280, 4],
    [1920, 4],
  ])('at %p px shows %p', (width, n) => expect(slidesPerView(logos, width)).toBe(n));
});

describe('nextSlideIndex (looping)', () => {
  it('wraps to the start after the last full page and back', () => {
    expect(nextSlideIndex(0, 5, 2, 1)).toBe(1);
    expect(nextSlideIndex(3, 5, 2, 1)).toBe(0);
    expect(nextSlideIndex(0, 5, 2, -1)).toBe(3);
    expect(nextSlideIndex(0, 1, 1, 1)).toBe(0);
  });
});
