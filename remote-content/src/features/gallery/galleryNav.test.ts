import { keyStep, stepIndex, swipeStep } from './galleryNav';
import { GALLERY_ITEMS } from './gallery.data';

describe('stepIndex', () => {
  it('moves forward and back', () => {
    expect(stepIndex(0, 20, 1)).toBe(1);
    expect(stepIndex(5, 20, -1)).toBe(4);
  });
  it('wraps at both ends', () => {
    expect(stepIndex(19, 20, 1)).toBe(0);
    expect(stepIndex(0, 20, -1)).toBe(19);
    expect(stepIndex(3, 20, -45)).toBe(18);
  });
  it('stays in range with bad input', () => {
    expect(stepIndex(NaN, 20, 1)).toBe(1);
    expect(stepIndex(2, 0, 1)).toBe(0);
    expect(stepIndex(2, -3, 1)).toBe(0);
    expect(stepIndex(2, 20, Infinity)).toBe(2);
    expect(stepIndex(2.7, 20, 1)).toBe(3);
  });
});

describe('swipeStep', () => {
  it('a left swipe shows the next picture, a right swipe the previous one', () => {
    expect(swipeStep(-80, 5)).toBe(1);
    expect(swipeStep(80, -5)).toBe(-1);
  });
  it('ignores taps, short moves and vertical scrolls', () => {
    expect(swipeStep(0, 0)).toBe(0);
    expect(swipeStep(-49, 0)).toBe(0);
    expect(swipeStep(-60, 120)).toBe(0);
    expect(swipeStep(NaN, 0)).toBe(0);
  });
});

it('keyStep maps the arrow keys only', () => {
  expect(keyStep('ArrowLeft')).toBe(-1);
  expect(keyStep('ArrowRight')).toBe(1);
  expect(keyStep('Enter')).toBe(0);
});

it('the gallery has 20 pictures with the spec subjects', () => {
  expect(GALLERY_ITEMS).toHaveLength(20);
  expect(GALLERY_ITEMS[19]?.image).toBe('/images/gallery/gallery-20.svg');
  const captions = GALLERY_ITEMS.map((g) => g.caption).join('\n');
  expect(captions).toMatch(/Sector \d+, Noida/);
  expect(captions).toMatch(/Key handover/);
  expect(captions).toMatch(/Holi 2025/);
  expect(captions).toMatch(/expo|Roadshow|launch event/);
});
