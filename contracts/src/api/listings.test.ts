import { CURATED_LISTS, curatedField } from './curated';
import {
  curatedAnswer,
  curatedAnswerSchemas,
  latestPropertiesAnswerSchema,
  propertyDetailAnswerSchema,
  propertyListAnswerSchema,
  type PropertyDetail,
  type PropertyListItem,
} from './listings';

const item: PropertyListItem = {
  id: 12,
  p_id: 12,
  p_location: 'noida',
  slug: 'ats-pristine',
  images: '["p-12-1.svg","p-12-2.svg"]',
  property_name: 'ATS Pristine',
  builder_name: 'ATS',
  title: '3 BHK in ATS Pristine',
  location: 'Sector 150, Noida',
  description: '<p>Corner flat</p>',
  price: 185,
  property_status: 'Upcomming',
  property_type: 'Apartment',
  room: 3,
  bathroom: 2,
  area: 1650,
  created_at: '2025-07-01T11:25:01.000Z',
};
const shop = {
  ...item,
  id: 40,
  p_id: 40,
  property_type: 'Shop',
  furnishing: 'Semi',
  washroom: 1,
  lift: 2,
  units: 4,
} as const;

const detail: PropertyDetail = {
  id: 12,
  p_id: 12,
  property_name: 'ATS Pristine',
  builder_name: 'ATS',
  title: '3 BHK in ATS Pristine',
  location: 'Sector 150, Noida',
  address: 'Tower B, Sector 150',
  images: '["p-12-1.svg"]',
  created_at: '2025-07-01T11:25:01.000Z',
  updated_at: '2025-07-02T09:00:00.000Z',
  bedroom: 3,
  bathroom: 2,
  description: '<p>Corner flat</p>',
  p_location: 'noida',
  price: 185,
  area: 1650,
  ownership: 'Freehold',
  features: '["Gym","Pool"]',
  property_status: 'Resale',
  property_type: 'Apartment',
};

describe('property list answer', () => {
  it('accepts a residential and a commercial item, with and without paging', () => {
    const page = { status: 200, property_list: [item, shop], total: 31, page: 2, pageSize: 12 };
    expect(propertyListAnswerSchema.parse(page)).toEqual(page);
    expect(propertyListAnswerSchema.safeParse({ status: 200, property_list: [], total: 0 }).success).toBe(true);
  });

  it('drops fields the contract does not name', () => {
    const parsed = propertyListAnswerSchema.parse({
      status: 200,
      property_list: [{ ...item, secret: 'x' }],
      total: 1,
      debug: true,
    });
    expect(parsed).toEqual({ status: 200, property_list: [item], total: 1 });
  });

  it.each([
    ['a status other than 200', { status: 500, property_list: [], total: 0 }],
    ['no list', { status: 200, total: 0 }],
    ['a list that is not an array', { status: 200, property_list: 'oops', total: 0 }],
    ['a negative total', { status: 200, property_list: [], total: -1 }],
    ['a fractional total', { status: 200, property_list: [], total: 1.5 }],
    ['a price as text', { status: 200, property_list: [{ ...item, price: '185' }], total: 1 }],
    [
      'a status the spec does not spell',
      { status: 200, property_list: [{ ...item, property_status: 'Upcoming' }], total: 1 },
    ],
    ['an unknown furnishing', { status: 200, property_list: [{ ...shop, furnishing: 'semi' }], total: 1 }],
    ['a missing title', { status: 200, property_list: [{ ...item, title: undefined }], total: 1 }],
    ['null', null],
    ['text', '<html>502 Bad Gateway</html>'],
  ])('refuses %s', (_label, answer) => {
    expect(propertyListAnswerSchema.safeParse(answer).success).toBe(false);
  });
});

describe('latest listings answer', () => {
  const latest = {
    id: 3,
    images: '["a.svg"]',
    price: 45,
    property_title: 'Studio',
    description: '',
    slug: 'studio',
    p_location: 'noida',
    p_id: 3,
    bathroom: 1,
    area: 450,
    room: 1,
    property_status: 'New Launch',
    location: 'Sector 62, Noida',
  };
  it('accepts the spec fields', () => {
    expect(latestPropertiesAnswerSchema.parse({ status: 200, properties: [latest] }).properties[0]).toEqual(latest);
  });
  it('refuses an item without property_title or with a fractional room count', () => {
    expect(
      latestPropertiesAnswerSchema.safeParse({ status: 200, properties: [{ ...latest, property_title: undefined }] })
        .success,
    ).toBe(false);
    expect(
      latestPropertiesAnswerSchema.safeParse({ status: 200, properties: [{ ...latest, room: 1.5 }] }).success,
    ).toBe(false);
  });
});

describe('property detail answer', () => {
  it('accepts a one-element list, commercial fields optional', () => {
    expect(propertyDetailAnswerSchema.parse({ status: 200, property_detail: [detail] }).property_detail).toEqual([
      detail,
    ]);
    const office = { ...detail, lift: 2, washroom: 1, furnishing: 'Full' as const };
    expect(propertyDetailAnswerSchema.parse({ status: 200, property_detail: [office] }).property_detail[0]).toEqual(
      office,
    );
  });
  it('refuses a detail whose features are an array instead of JSON text', () => {
    expect(
      propertyDetailAnswerSchema.safeParse({ status: 200, property_detail: [{ ...detail, features: ['Gym'] }] })
        .success,
    ).toBe(false);
  });
  it('coordinates are optional (an answer without them still parses) and must be on the globe', () => {
    const placed = { ...detail, latitude: 28.4089, longitude: 77.5169 };
    expect(propertyDetailAnswerSchema.parse({ status: 200, property_detail: [placed] }).property_detail[0]).toEqual(
      placed,
    );
    for (const bad of [
      { latitude: 90.5 },
      { latitude: -91 },
      { longitude: 180.1 },
      { longitude: -200 },
      { latitude: '28.4' },
      { latitude: Number.NaN },
      { longitude: null },
    ])
      expect(
        propertyDetailAnswerSchema.safeParse({ status: 200, property_detail: [{ ...detail, ...bad }] }).success,
      ).toBe(false);
    expect(
      propertyDetailAnswerSchema.safeParse({
        status: 200,
        property_detail: [{ ...detail, latitude: -90, longitude: 180 }],
      }).success,
    ).toBe(true);
  });
});

describe('curated lists', () => {
  it('answer in the field named after the list', () => {
    expect(CURATED_LISTS.map(curatedField)).toEqual(['best_property', 'genuine_deal', 'exclusive_deal']);
    expect(curatedAnswerSchemas['genuine-deal'].parse({ status: 200, genuine_deal: [item] })).toEqual({
      status: 200,
      genuine_deal: [item],
    });
  });
  it("refuse another list's field", () => {
    expect(curatedAnswerSchemas['best-property'].safeParse({ status: 200, genuine_deal: [item] }).success).toBe(false);
  });
});

describe('curatedAnswer', () => {
  it('puts the items under the list field, valid by that list schema', () => {
    const answer = curatedAnswer('exclusive-deal', [item]);
    expect(answer).toEqual({ status: 200, exclusive_deal: [item] });
    expect(curatedAnswerSchemas['exclusive-deal'].safeParse(answer).success).toBe(true);
    expect(curatedAnswer('best-property', [])).toEqual({ status: 200, best_property: [] });
  });
});
