import { answerFixture, factsFixture } from './factsFixture';
import { compareColumns, compareHref, compareRows, differs, readCompareIds, amenitiesOf } from './compareModel';

describe('readCompareIds', () => {
  it('takes two to four distinct ids in order', () => {
    expect(readCompareIds('12,7')).toEqual({ ok: true, ids: [12, 7] });
    expect(readCompareIds('1,2,3,4')).toEqual({ ok: true, ids: [1, 2, 3, 4] });
  });

  it.each([
    [null, 'Choose two to four properties to compare.'],
    ['', 'Choose two to four properties to compare.'],
    ['5', 'Choose at least two properties to compare.'],
    ['1,2,3,4,5', 'At most 4 properties can be compared at once; this link names more.'],
    ['3,3', 'This comparison link is not valid: Property 3 is named more than once.'],
    ['3,x', "This comparison link is not valid: 'x' is not a property id."],
    ['3,,4', 'This comparison link is not valid: The list of property ids has an empty entry.'],
  ])('%p gets a clear message', (text, message) => {
    expect(readCompareIds(text)).toMatchObject({ ok: false, message });
  });

  it('keeps the first four of too many', () => {
    expect(readCompareIds('1,2,3,4,5').ids).toEqual([1, 2, 3, 4]);
  });
});

describe('compareColumns', () => {
  it('keeps the URL order and marks ids the API did not find as removed', () => {
    const a = factsFixture(4);
    const b = factsFixture(9);
    const cols = compareColumns([9, 5, 4], answerFixture([a, b], [5]));
    expect(cols.map((c) => [c.id, c.state])).toEqual([
      [9, 'found'],
      [5, 'removed'],
      [4, 'found'],
    ]);
  });
});

describe('differs', () => {
  it('is true only when two or more values are not all equal', () => {
    expect(differs(['a', 'a', 'a'])).toBe(false);
    expect(differs(['a', 'b'])).toBe(true);
    expect(differs(['a', 'a', 'b'])).toBe(true);
    expect(differs(['a'])).toBe(false);
    expect(differs([])).toBe(false);
    // Case and spacing alone are no difference; a missing value is.
    expect(differs(['Prateek Group', ' prateek  group'])).toBe(false);
    expect(differs(['New Launch', 'NEW LAUNCH', 'new launch'])).toBe(false);
    expect(differs(['Prateek Group', 'Prateek'])).toBe(true);
    expect(differs(['3', ''])).toBe(true);
  });
});

describe('compareRows', () => {
  const a = factsFixture(1, { price: 90, area: 1500, features: '["Gym","Pool"," gym "]' });
  const b = factsFixture(2, { price: 120, area: 0, room: 3, features: '["Pool","Club House"]', builder_name: 'Gaur' });

  it('shows the facts, price per sqft with Indian grouping and nothing for a 0 area', () => {
    const rows = compareRows([a, b]);
    const row = (key: string) => rows.find((r) => r.key === key);
    expect(row('price')).toMatchObject({ label: 'Price', values: ['₹90 Lacs', '₹1.2 Cr'], differs: true });
    expect(row('per-sqft')).toMatchObject({ values: ['₹6,000/sqft', ''], differs: true });
    expect(row('area')).toMatchObject({ values: ['1500 sqft', ''] });
    expect(row('rooms')).toMatchObject({ values: ['3', '3'], differs: false });
    expect(row('status')).toMatchObject({ values: ['Resale', 'Resale'], differs: false });
    expect(row('location')).toMatchObject({
      label: 'City and location',
      values: ['Sector 150, Noida', 'Sector 150, Noida'],
    });
    expect(row('builder')).toMatchObject({ values: ['ATS Infrastructure', 'Gaur'], differs: true });
  });

  it('gives each amenity a row, ticked per property, case and spaces ignored', () => {
    const amenities = compareRows([a, b]).filter((r) => r.type === 'amenity');
    expect(amenities.map((r) => [r.label, r.values, r.differs])).toEqual([
      ['Gym', ['yes', 'no'], true],
      ['Pool', ['yes', 'yes'], false],
      ['Club House', ['no', 'yes'], true],
    ]);
  });

  it('uses washrooms for a commercial property', () => {
    const shop = factsFixture(3, { kind: 'commercial', bathroom: 0, washroom: 2 });
    expect(compareRows([shop]).find((r) => r.key === 'bathrooms')?.values).toEqual(['2']);
  });

  it('marks nothing as different for a single property', () => {
    expect(compareRows([a]).some((r) => r.differs)).toBe(false);
  });

  it('reads garbage amenities as none', () => {
    expect(amenitiesOf(factsFixture(5, { features: 'not json' }))).toEqual([]);
    expect(amenitiesOf(factsFixture(5, { features: '[1,"",null,"Lift"]' }))).toEqual(['Lift']);
  });
});

it('builds a shareable compare URL', () => {
  expect(compareHref([12, 7])).toBe('/compare?ids=12,7');
});
