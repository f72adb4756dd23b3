import { embedUrl, mapPoint, openMapUrl } from './mapLinks';

const OSM = 'https://www.openstreetmap.org/export/embed.html?bbox=77.405%2C28.495%2C77.435%2C28.515&layer=mapnik';
const sector150 = { latitude: 28.4195, longitude: 77.481 };

describe('mapPoint', () => {
  it('keeps a point on the globe', () => {
    expect(mapPoint(28.4195, 77.481)).toEqual(sector150);
    expect(mapPoint(-90, 180)).toEqual({ latitude: -90, longitude: 180 });
    expect(mapPoint(0, 0)).toEqual({ latitude: 0, longitude: 0 });
  });

  it.each([
    [undefined, undefined],
    [null, 77.4],
    [28.4, undefined],
    ['28.4', '77.4'],
    [Number.NaN, 77.4],
    [28.4, Number.POSITIVE_INFINITY],
    [91, 77.4],
    [28.4, -181],
  ])('(%p, %p) is no point', (lat, lon) => expect(mapPoint(lat, lon)).toBeNull());
});

describe('embedUrl', () => {
  it('centres the configured OpenStreetMap embed on the point, with its marker', () => {
    const url = new URL(embedUrl(OSM, sector150) ?? '');
    expect(url.origin + url.pathname).toBe('https://www.openstreetmap.org/export/embed.html');
    expect(url.searchParams.get('bbox')).toBe('77.46900,28.40750,77.49300,28.43150');
    expect(url.searchParams.get('layer')).toBe('mapnik');
    expect(url.searchParams.get('marker')).toBe('28.41950,77.48100');
  });

  it('uses the configured host (a stand-in in tests, a mirror in production)', () => {
    expect(embedUrl('https://maps.example.in/export/embed.html?bbox=1,2,3,4', sector150)).toMatch(
      /^https:\/\/maps\.example\.in\/export\/embed\.html\?bbox=/,
    );
  });

  it('stays on the globe at its edges', () => {
    const url = new URL(embedUrl(OSM, { latitude: 90, longitude: -180 }) ?? '');
    expect(url.searchParams.get('bbox')).toBe('-180.00000,89.98800,-179.98800,90.00000');
  });

  it.each([
    'https://www.google.com/maps/embed?pb=xyz',
    'http://www.openstreetmap.org/export/embed.html',
    'not a url',
    '',
    'javascript:alert(1)',
  ])('gives no embed for a map it does not know: %p', (site) => expect(embedUrl(site, sector150)).toBeNull());
});

describe('openMapUrl', () => {
  it('opens the point in OpenStreetMap with a marker at street zoom', () => {
    expect(openMapUrl(sector150)).toBe(
      'https://www.openstreetmap.org/?mlat=28.41950&mlon=77.48100#map=15/28.41950/77.48100',
    );
    expect(openMapUrl({ latitude: -33.8688, longitude: 151.2093 })).toBe(
      'https://www.openstreetmap.org/?mlat=-33.86880&mlon=151.20930#map=15/-33.86880/151.20930',
    );
  });
});
