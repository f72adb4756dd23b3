import { coordinates } from './mappers';

describe('coordinates', () => {
  it('keeps a point on the globe, from numbers or numeric text', () => {
    expect(coordinates(28.4195, 77.481)).toEqual({ latitude: 28.4195, longitude: 77.481 });
    expect(coordinates('23.159', '72.684')).toEqual({ latitude: 23.159, longitude: 72.684 });
    expect(coordinates(-90, 180)).toEqual({ latitude: -90, longitude: 180 });
    expect(coordinates(0, 0)).toEqual({ latitude: 0, longitude: 0 });
  });

  it.each([
    [null, 77.4],
    [28.4, null],
    [undefined, undefined],
    ['', '77.4'],
    ['north', '77.4'],
    [90.0001, 77.4],
    [28.4, -180.5],
    [Number.NaN, 77.4],
    [28.4, Number.POSITIVE_INFINITY],
  ])('gives none for (%p, %p)', (lat, lon) => {
    expect(coordinates(lat, lon)).toBeNull();
  });
});
