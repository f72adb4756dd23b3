import {
  cleanSlug,
  detailFromAnswer,
  featuredItems,
  imageFiles,
  parsePid,
  residentialPath,
  toDetailView,
} from './parseDetail';
import { propertyImageUrl } from 'contracts/api';
import { detailFixture, listItemFixture } from '../../test/listingFixtures';

describe('parsePid', () => {
  it.each([
    ['1', 1],
    ['236', 236],
    ['999999999999999', 999999999999999],
  ])('%p → %p', (raw, expected) => expect(parsePid(raw)).toBe(expected));

  it.each(['0', '-4', '12a', '1e3', '1.5', ' 12', '012', '', 'abc', '9999999999999999', undefined, null])(
    'rejects %p',
    (raw) => {
      expect(parsePid(raw)).toBeNull();
    },
  );
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
    // A name that is not a plain file name is the fallback picture, never a request that fails.
    expect(propertyImageUrl('p 1.svg')).toBe('/images/property/fallback.svg');
    expect(propertyImageUrl('a.svg')).toBe('/images/property/a.svg');
  });
});

describe('toDetailView (a contract-checked item into display values)', () => {
  it('decodes images and features, trims text, keeps numbers', () => {
    const v = toDetailView({
      ...detailFixture,
      property_name: ' Sky ',
      slug: 'sky-villa',
      features: '["Gym"," ",""]',
      furnishing: 'Full',
    });
    expect(v).toEqual({
      pid: 7,
      name: 'Sky',
      builder: 'Sky Builders',
      title: '4 BHK Villa in Sector 150',
      location: 'Sector 150, Noida',
      address: 'Tower A',
      citySlug: 'noida',
      slug: 'sky-villa',
      images: ['a.svg', 'b.svg'],
      photos: [],
      features: ['Gym'],
      createdAt: '2025-07-01T11:25:01.000Z',
      updatedAt: '2025-07-02T08:00:00.000Z',
      bedroom: 4,
      bathroom: 3,
      price: 190,
      area: 2400,
      descriptionHtml: '<p>Large &amp; bright</p><script>x()</script>',
      status: 'New Launch',
      type: 'Villa',
      ownership: 'Freehold',
      lift: null,
      washroom: null,
      furnishing: 'Full',
      latitude: null,
      longitude: null,
      rera: null,
    });
  });

  it('keeps the listing’s coordinates when the answer has them', () => {
    const v = toDetailView({ ...detailFixture, latitude: 28.4195, longitude: 77.481 });
    expect([v.latitude, v.longitude]).toEqual([28.4195, 77.481]);
  });

  it('falls back to the title, then to "Property {pid}", for a blank name', () => {
    expect(toDetailView({ ...detailFixture, property_name: '  ' }).name).toBe('4 BHK Villa in Sector 150');
    expect(toDetailView({ ...detailFixture, property_name: '', title: ' ' }).name).toBe('Property 7');
  });

  it('blanks what cannot be shown: negative amounts, bad JSON lists, a city that is not a slug', () => {
    const v = toDetailView({
      ...detailFixture,
      area: -3,
      price: -1,
      images: 'bad',
      features: '{"a":1}',
      p_location: 'Not A Slug',
      lift: 2,
      washroom: -1,
    });
    expect(v).toMatchObject({
      area: null,
      price: null,
      images: [],
      features: [],
      citySlug: '',
      lift: 2,
      washroom: null,
      furnishing: '',
    });
  });
});

describe('detailFromAnswer', () => {
  it('takes the first item of property_detail', () => {
    expect(
      detailFromAnswer({ status: 200, property_detail: [{ ...detailFixture, p_id: 3 }, detailFixture] })?.pid,
    ).toBe(3);
  });
  it('an empty list is an unknown listing', () => {
    expect(detailFromAnswer({ status: 200, property_detail: [] })).toBeNull();
  });
});

describe('featuredItems', () => {
  const item = listItemFixture(31, {
    p_location: 'ghaziabad',
    slug: 'mahagun-mantra',
    property_name: 'Mahagun Mantra',
    images: '["p-3-4.svg"]',
  });
  it('maps items to links', () => {
    expect(featuredItems([item])).toEqual([
      { pid: 31, citySlug: 'ghaziabad', slug: 'mahagun-mantra', name: 'Mahagun Mantra', image: 'p-3-4.svg' },
    ]);
    expect(residentialPath('ghaziabad', 'mahagun-mantra', 31)).toBe('/residential/ghaziabad/mahagun-mantra/31');
  });
  it('drops items that cannot make a link, keeps one without a usable image', () => {
    expect(
      featuredItems([
        { ...item, slug: '../x' },
        { ...item, p_location: 'Noida City' },
        { ...item, p_id: 0 },
        { ...item, images: 'bad' },
      ]),
    ).toEqual([{ pid: 31, citySlug: 'ghaziabad', slug: 'mahagun-mantra', name: 'Mahagun Mantra', image: '' }]);
  });
});
