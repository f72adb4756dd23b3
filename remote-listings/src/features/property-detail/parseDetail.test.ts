import { cleanSlug, detailFromAnswer, featuredFromAnswer, imageFiles, parsePid, propertyImageUrl, residentialPath, toDetailView } from './parseDetail';

describe('parsePid', () => {
  it.each([
    ['1', 1],
    ['236', 236],
    ['999999999999999', 999999999999999],
  ])('%p → %p', (raw, expected) => expect(parsePid(raw)).toBe(expected));

  it.each(['0', '-4', '12a', '1e3', '1.5', ' 12', '012', '', 'abc', '9999999999999999', undefined, null])('rejects %p', (raw) => {
    expect(parsePid(raw)).toBeNull();
  });
});

describe('cleanSlug and imageFiles', () => {
  it('keeps plain slugs only', () => {
    expect(cleanSlug('gandhi-nagar')).toBe('gandhi-nagar');
    expect(cleanSlug('Gandhi Nagar')).toBe('');
    expect(cleanSlug('../x')).toBe('');
    expect(cleanSlug(42)).toBe('');
  });

  it('keeps image file names and drops paths, URLs and junk', () => {
    expect(imageFiles('["a.svg","../b.svg","https://evil.example/c.png","d.JPG","e",7]')).toEqual(['a.svg', 'd.JPG']);
    expect(imageFiles('not json')).toEqual([]);
    expect(imageFiles(null)).toEqual([]);
    expect(propertyImageUrl('p 1.svg')).toBe('/images/property/p%201.svg');
  });
});

describe('toDetailView', () => {
  it('reads a full answer item', () => {
    const v = toDetailView({ p_id: 7, property_name: ' Sky ', price: '95', area: 1200, bedroom: 2, features: '["Gym"," ",""]', p_location: 'noida', property_status: 'Resale', furnishing: 'Full' });
    expect(v).toMatchObject({ pid: 7, name: 'Sky', price: 95, area: 1200, bedroom: 2, features: ['Gym'], citySlug: 'noida', status: 'Resale', furnishing: 'Full' });
  });

  it('turns wrong types into blanks, never NaN', () => {
    const v = toDetailView({ p_id: 7, price: 'lots', area: -3, bedroom: null, property_status: 'Sold', furnishing: 'Plush', description: 42, images: 5 });
    expect(v).toMatchObject({ price: null, area: null, bedroom: null, status: '', furnishing: '', descriptionHtml: '', images: [], name: 'Property 7' });
  });

  it.each([null, 'x', [], {}, { p_id: 0 }, { p_id: -1 }, { p_id: 1.5 }, { p_id: 'abc' }])('rejects %p', (raw) => {
    expect(toDetailView(raw)).toBeNull();
  });
});

describe('detailFromAnswer', () => {
  it('takes the first valid item of property_detail', () => {
    expect(detailFromAnswer({ property_detail: [null, { p_id: 3 }] })?.pid).toBe(3);
  });
  it.each([{ property_detail: [] }, { property_detail: 'x' }, {}, null, 'garbage'])('%p is an unknown listing', (data) => {
    expect(detailFromAnswer(data)).toBeNull();
  });
});

describe('featuredFromAnswer', () => {
  const item = { p_id: 31, p_location: 'ghaziabad', slug: 'mahagun-mantra', property_name: 'Mahagun Mantra', images: '["p-3-4.svg"]' };
  it('maps items to links', () => {
    expect(featuredFromAnswer({ status: 200, best_property: [item] })).toEqual([{ pid: 31, citySlug: 'ghaziabad', slug: 'mahagun-mantra', name: 'Mahagun Mantra', image: 'p-3-4.svg' }]);
    expect(residentialPath('ghaziabad', 'mahagun-mantra', 31)).toBe('/residential/ghaziabad/mahagun-mantra/31');
  });
  it('uses the list only when status is 200', () => {
    expect(featuredFromAnswer({ status: 500, best_property: [item] })).toEqual([]);
    expect(featuredFromAnswer({ best_property: [item] })).toEqual([]);
  });
  it('drops items that cannot make a link', () => {
    expect(featuredFromAnswer({ status: 200, best_property: [{ ...item, slug: '../x' }, { ...item, p_id: 'a' }, 'x', { ...item, images: 'bad' }] })).toEqual([
      { pid: 31, citySlug: 'ghaziabad', slug: 'mahagun-mantra', name: 'Mahagun Mantra', image: '' },
    ]);
  });
});
