import type { LatestListing, PropertyDetail, PropertyListItem, PropertyListAnswer } from 'contracts/api';
import { createTestApp, json, type TestApp } from '../../test/helpers';

const LIST_FIELDS = [
  'id',
  'p_id',
  'p_location',
  'slug',
  'images',
  'photos',
  'property_name',
  'builder_name',
  'title',
  'location',
  'description',
  'price',
  'property_status',
  'property_type',
  'room',
  'bathroom',
  'area',
  'created_at',
];
const COMMERCIAL_FIELDS = ['furnishing', 'washroom', 'lift', 'units'];
const DETAIL_FIELDS = [
  'id',
  'p_id',
  'property_name',
  'builder_name',
  'title',
  'location',
  'address',
  'images',
  'photos',
  'created_at',
  'updated_at',
  'bedroom',
  'bathroom',
  'description',
  'p_location',
  'price',
  'area',
  'ownership',
  'features',
  'property_status',
  'property_type',
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
async function list(url: string): Promise<PropertyListAnswer> {
  const res = await get(url);
  expect(res.statusCode).toBe(200);
  return json<PropertyListAnswer>(res);
}
const ids = (items: { id: number }[]) => items.map((i) => i.id).sort((a, b) => a - b);

describe('answer shapes (the spec field names)', () => {
  it('latest-property: the 6 newest residential listings', async () => {
    const res = await get('/api/latest-property');
    expect(res.statusCode).toBe(200);
    const body = json<{ status: number; properties: LatestListing[] }>(res);
    expect(body.status).toBe(200);
    expect(body.properties).toHaveLength(6);
    const first = body.properties[0] as LatestListing;
    expect(Object.keys(first).sort()).toEqual(
      [
        'area',
        'bathroom',
        'description',
        'id',
        'images',
        'location',
        'p_id',
        'photos',
        'p_location',
        'price',
        'property_status',
        'property_title',
        'room',
        'slug',
      ].sort(),
    );
    const all = await list('/api/property_list/noida/all/r?sort=newest&pageSize=1');
    expect(all.total).toBeGreaterThan(0);
  });

  it('home-property-list spans every budget band, some above 500 lakhs', async () => {
    const body = json<{ status: number; property_list: PropertyListItem[] }>(await get('/api/home-property-list'));
    expect(body.status).toBe(200);
    expect(body.property_list.length).toBe(24);
    const prices = body.property_list.map((p) => p.price);
    expect(prices.some((p) => p <= 50)).toBe(true);
    expect(prices.some((p) => p > 50 && p <= 100)).toBe(true);
    expect(prices.some((p) => p > 100 && p <= 500)).toBe(true);
    expect(prices.some((p) => p > 500)).toBe(true);
    // The first six (shown with no budget chosen) already span the range.
    const firstSix = prices.slice(0, 6);
    expect(Math.min(...firstSix)).toBeLessThanOrEqual(50);
    expect(Math.max(...firstSix)).toBeGreaterThan(500);
    for (const item of body.property_list) expect(Object.keys(item).sort()).toEqual([...LIST_FIELDS].sort());
  });

  it.each([
    ['best-property', 'best_property'],
    ['genuine-deal', 'genuine_deal'],
    ['exclusive-deal', 'exclusive_deal'],
  ])('residential-property/%s answers %s with status 200', async (path, field) => {
    const body = json<Record<string, unknown>>(await get(`/api/residential-property/${path}`));
    expect(body.status).toBe(200);
    const items = body[field] as PropertyListItem[];
    expect(items.length).toBeGreaterThanOrEqual(6);
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual([...LIST_FIELDS].sort());
      expect(['Apartment', 'House', 'Condo', 'Villa', 'Townhouse']).toContain(item.property_type);
    }
  });

  it('list items: residential without, commercial with the commercial-only fields', async () => {
    const res = await list('/api/property_list/noida/all/r');
    expect(res.status).toBe(200);
    expect(res.total).toBe(res.property_list.length);
    for (const item of res.property_list) {
      expect(Object.keys(item).sort()).toEqual([...LIST_FIELDS].sort());
      expect(item.p_location).toBe('noida');
      expect(item.p_id).toBe(item.id);
      expect(JSON.parse(item.images)).toEqual(expect.arrayContaining([expect.stringMatching(/\.svg$/)]));
    }
    const com = await list('/api/property-category/gurgaon/all/commercial');
    expect(com.property_list.length).toBeGreaterThan(0);
    for (const item of com.property_list) {
      expect(Object.keys(item).sort()).toEqual([...LIST_FIELDS, ...COMMERCIAL_FIELDS].sort());
      expect(item.p_location).toBe('gurgaon');
    }
  });

  it('property_type r is residential, anything else commercial; queryCategory likewise', async () => {
    const r = await list('/api/property_list/noida/all/r');
    const c = await list('/api/property_list/noida/all/c');
    const x = await list('/api/property_list/noida/all/anything');
    const residential = await list('/api/property-category/noida/all/residential');
    const commercial = await list('/api/property-category/noida/all/commercial');
    expect(ids(r.property_list)).toEqual(ids(residential.property_list));
    expect(ids(c.property_list)).toEqual(ids(x.property_list));
    expect(ids(c.property_list)).toEqual(ids(commercial.property_list));
    expect(r.property_list.every((p) => p.furnishing === undefined)).toBe(true);
    expect(c.property_list.every((p) => p.furnishing !== undefined)).toBe(true);
  });

  it('a location slug narrows to that locality; city slugs are normalised', async () => {
    const all = await list('/api/property_list/noida/all/r');
    const s150 = await list('/api/property_list/noida/sector-150/r');
    expect(s150.total).toBeGreaterThan(0);
    expect(s150.total).toBeLessThan(all.total);
    expect(s150.property_list.every((p) => p.location === 'Sector 150, Noida')).toBe(true);
    const gn = await list('/api/property-category/Gandhi%20Nagar/all/residential');
    expect(gn.total).toBeGreaterThan(0);
    expect(gn.property_list.every((p) => p.p_location === 'gandhi-nagar')).toBe(true);
  });

  it('unknown city or locality: an empty list with total 0', async () => {
    for (const url of [
      '/api/property_list/atlantis/all/r',
      '/api/property_list/noida/sector-999/r',
      '/api/property-category/atlantis/all/commercial?page=2',
    ]) {
      const body = await list(url);
      expect(body.property_list).toEqual([]);
      expect(body.total).toBe(0);
      expect(body.status).toBe(200);
    }
  });

  it.each(['residential', 'commercial'] as const)('property-detail/%s/:pid answers a one-item list', async (kind) => {
    const source = await list(`/api/property-category/noida/all/${kind}?pageSize=1`);
    const item = source.property_list[0] as PropertyListItem;
    const res = await get(`/api/property-detail/${kind}/${item.p_id}`);
    expect(res.statusCode).toBe(200);
    const body = json<{ status: number; property_detail: PropertyDetail[] }>(res);
    expect(body.status).toBe(200);
    expect(body.property_detail).toHaveLength(1);
    const detail = body.property_detail[0] as PropertyDetail;
    const expected = [
      ...DETAIL_FIELDS,
      ...(kind === 'commercial' ? ['lift', 'washroom', 'furnishing'] : []),
      'latitude',
      'longitude',
      // Beyond the spec's fields: the listing's slug, so a page at an old address can move to its one address.
      'slug',
      // A Noida project has its (sample) UP-RERA number unless it is still upcoming.
      ...(detail.property_status === 'Upcomming' ? [] : ['rera_number', 'rera_sample']),
    ];
    expect(Object.keys(detail).sort()).toEqual([...expected].sort());
    expect(detail.slug).toBe(item.slug);
    // The seed places a listing at its locality's centre: Noida is near 28.5° N, 77.4° E.
    expect(detail.latitude).toBeGreaterThan(28.3);
    expect(detail.latitude).toBeLessThan(28.75);
    expect(detail.longitude).toBeGreaterThan(77.3);
    expect(detail.longitude).toBeLessThan(77.6);
    expect(detail.p_id).toBe(item.p_id);
    expect(detail.price).toBe(item.price);
    expect(JSON.parse(detail.features)).toEqual(expect.arrayContaining([expect.any(String)]));
    if (kind === 'commercial') expect(detail.ownership).toBe('Leasehold');
  });
});

describe('RERA registration', () => {
  it('a registered listing answers its number and whether it is a sample; one without, neither field', async () => {
    const source = await list('/api/property-category/ghaziabad/all/residential?pageSize=2&page=3');
    const [a, b] = source.property_list as [PropertyListItem, PropertyListItem];
    await t.app.db.updateTable('listings').set({ rera_number: null }).where('id', '=', a.p_id).execute();
    await t.app.db
      .updateTable('listings')
      .set({ rera_number: 'UPRERAPRJ654321', rera_sample: 0 })
      .where('id', '=', b.p_id)
      .execute();
    const none = json<{ property_detail: PropertyDetail[] }>(await get(`/api/property-detail/residential/${a.p_id}`));
    expect(none.property_detail[0]).not.toHaveProperty('rera_number');
    expect(none.property_detail[0]).not.toHaveProperty('rera_sample');
    const own = json<{ property_detail: PropertyDetail[] }>(await get(`/api/property-detail/residential/${b.p_id}`));
    expect(own.property_detail[0]).toMatchObject({ rera_number: 'UPRERAPRJ654321', rera_sample: false });
  });

  it('seeded numbers are samples, one per project, only in Uttar Pradesh and never for an upcoming project', async () => {
    const rows = await t.app.db
      .selectFrom('listings')
      .innerJoin('cities', 'cities.id', 'listings.city_id')
      .select([
        'listings.property_name',
        'listings.property_status',
        'listings.rera_number',
        'listings.rera_sample',
        'cities.slug',
      ])
      .execute();
    // The test above gave one listing the firm's own number.
    const registered = rows.filter((r) => r.rera_number !== null && r.rera_number !== 'UPRERAPRJ654321');
    expect(registered.length).toBeGreaterThan(50);
    const byProject = new Map<string, Set<string>>();
    for (const r of registered) {
      expect(['noida', 'ghaziabad']).toContain(r.slug);
      expect(r.property_status).not.toBe('Upcomming');
      expect(Number(r.rera_sample)).toBe(1);
      expect(r.rera_number).toMatch(/^UPRERAPRJ\d{6}$/);
      byProject.set(r.property_name, (byProject.get(r.property_name) ?? new Set()).add(r.rera_number ?? ''));
    }
    // The test above took one listing's number away.
    const projectsWithOneNumber = [...byProject.values()].filter((numbers) => numbers.size === 1).length;
    expect(projectsWithOneNumber).toBeGreaterThanOrEqual(byProject.size - 1);
    expect(rows.filter((r) => r.slug === 'gurgaon' && r.rera_number !== null)).toEqual([]);
  });
});

describe('listing coordinates', () => {
  it('a listing without coordinates answers without the fields (old answers still parse); one with them, with them', async () => {
    // Listings no other test asked for (answers are cached briefly).
    const source = await list('/api/property-category/ghaziabad/all/residential?pageSize=2&page=2');
    const [a, b] = source.property_list as [PropertyListItem, PropertyListItem];
    await t.app.db.updateTable('listings').set({ latitude: null, longitude: null }).where('id', '=', a.p_id).execute();
    await t.app.db
      .updateTable('listings')
      .set({ latitude: 28.6139, longitude: 77.209 })
      .where('id', '=', b.p_id)
      .execute();
    const none = json<{ property_detail: PropertyDetail[] }>(await get(`/api/property-detail/residential/${a.p_id}`));
    expect(none.property_detail[0]).not.toHaveProperty('latitude');
    expect(none.property_detail[0]).not.toHaveProperty('longitude');
    const placed = json<{ property_detail: PropertyDetail[] }>(await get(`/api/property-detail/residential/${b.p_id}`));
    expect(placed.property_detail[0]).toMatchObject({ latitude: 28.6139, longitude: 77.209 });
  });

  it("every seeded listing has its locality's coordinates", async () => {
    const missing = await t.app.db
      .selectFrom('listings')
      .select('id')
      .where((eb) => eb.or([eb('latitude', 'is', null), eb('longitude', 'is', null)]))
      .execute();
    // The test above took one listing's away.
    expect(missing.length).toBeLessThanOrEqual(1);
    const mismatched = await t.app.db
      .selectFrom('listings')
      .innerJoin('locations', 'locations.id', 'listings.location_id')
      .select('listings.id')
      .where((eb) =>
        eb.and([
          eb('listings.latitude', 'is not', null),
          eb.or([
            eb('listings.latitude', '!=', eb.ref('locations.latitude')),
            eb('listings.longitude', '!=', eb.ref('locations.longitude')),
          ]),
        ]),
      )
      .execute();
    expect(mismatched.length).toBeLessThanOrEqual(1);
  });
});

describe('errors', () => {
  it('unknown pid, or a pid of the other kind, is a 404 JSON', async () => {
    const com = (await list('/api/property-category/noida/all/commercial?pageSize=1'))
      .property_list[0] as PropertyListItem;
    for (const url of [
      '/api/property-detail/residential/999999',
      `/api/property-detail/residential/${com.p_id}`,
      '/api/property-detail/commercial/2147483647',
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      const body = json(res);
      expect(body).toMatchObject({ statusCode: 404, error: 'Not Found' });
      expect(typeof body.message).toBe('string');
    }
  });

  it.each(['abc', '0', '-1', '1.5', '1e3', '99999999999', '%20'])('pid %s is a 400 JSON', async (pid) => {
    const res = await get(`/api/property-detail/residential/${pid}`);
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.stringContaining('pid') });
  });

  it.each([
    'rooms=two',
    'rooms=1.5',
    'bathrooms=1,x',
    'status=Sold',
    'price=0-40',
    'price=600%2B',
    'furnishing=Partly',
    'sort=cheapest',
    'page=0',
    'page=abc',
    'pageSize=0',
    'pageSize=101',
    'unknown=1',
    `q=${'x'.repeat(101)}`,
  ])('query %s is a 400 JSON with a message', async (qs) => {
    for (const base of ['/api/property_list/noida/all/r', '/api/property-category/noida/all/commercial']) {
      const res = await get(`${base}?${qs}`);
      expect(res.statusCode).toBe(400);
      const body = json(res);
      expect(body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(String(body.message).length).toBeGreaterThan(5);
    }
  });

  // Values named like Object members once reached the prototype of a lookup table: a 500.
  it.each([
    ['status', '__proto__', "use 'New Launch', 'Resale' or 'Upcomming'"],
    ['status', 'constructor', "use 'New Launch', 'Resale' or 'Upcomming'"],
    ['status', 'hasOwnProperty', "use 'New Launch', 'Resale' or 'Upcomming'"],
    ['furnishing', '__proto__', "use 'Full', 'Semi' or 'None'"],
    ['furnishing', 'constructor', "use 'Full', 'Semi' or 'None'"],
    ['furnishing', 'toString', "use 'Full', 'Semi' or 'None'"],
  ])('%s=%s is a 400 that names the value, on both list endpoints', async (name, value, hint) => {
    for (const base of ['/api/property_list/noida/all/r', '/api/property-category/noida/all/commercial']) {
      const res = await get(`${base}?${name}=${value}`);
      expect(res.statusCode).toBe(400);
      expect(json(res)).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: `Invalid query parameter '${name}': '${value}' is not a valid ${name} value; ${hint}`,
      });
    }
  });

  it.each(['__proto__', 'constructor', 'toString'])('a parameter named %s is an unknown parameter', async (name) => {
    const res = await get(`/api/property_list/noida/all/r?${name}=1`);
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({ statusCode: 400, error: 'Bad Request', message: `Unknown query parameter: ${name}` });
  });

  it('a NUL in a search is a 400 (PostgreSQL cannot take it; SQLite matched everything)', async () => {
    for (const qs of ['q=%00', 'q=ats%00', 'type=%00villa']) {
      const name = qs.split('=')[0] as string;
      const res = await get(`/api/property_list/noida/all/r?${qs}`);
      expect(res.statusCode).toBe(400);
      expect(json(res).message).toBe(
        `Invalid query parameter '${name}': ${name}: contains a NUL byte or an unpaired surrogate`,
      );
    }
    // Bytes that are not UTF-8 arrive as U+FFFD, which is stored text like any other: no match.
    const body = await list('/api/property_list/noida/all/r?q=%ED%A0%80');
    expect(body.total).toBe(0);
  });

  it('a malformed city or locality is a 400', async () => {
    for (const url of [
      '/api/property_list/no%3Cida/all/r',
      '/api/property_list/noida/sec!tor/r',
      '/api/search_city/%3Cscript%3E',
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(json(res).message).toEqual(expect.any(String));
    }
  });
});

describe('filters, sort and paging', () => {
  let residential: PropertyListItem[];
  let commercial: PropertyListItem[];

  beforeAll(async () => {
    residential = (await list('/api/property_list/noida/all/r')).property_list;
    commercial = (await list('/api/property_list/noida/all/c')).property_list;
  });

  const band = (label: string) => (p: number) => {
    if (label === '500+') return p >= 500;
    const [lo, hi] = label.split('-').map(Number) as [number, number];
    return p >= lo && p <= hi;
  };

  it('without params: the whole list, newest first, with total', async () => {
    const body = await list('/api/property_list/noida/all/r');
    expect(body.total).toBe(residential.length);
    expect(body.page).toBeUndefined();
    const dates = body.property_list.map((p) => p.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it.each([
    ['rooms=2', (p: PropertyListItem) => p.room === 2],
    ['rooms=2,3', (p: PropertyListItem) => p.room === 2 || p.room === 3],
    ['rooms=1&rooms=5', (p: PropertyListItem) => p.room === 1 || p.room === 5],
    ['bathrooms=1,4', (p: PropertyListItem) => p.bathroom === 1 || p.bathroom === 4],
    ['status=Resale', (p: PropertyListItem) => p.property_status === 'Resale'],
    ['status=New%20Launch,Upcomming', (p: PropertyListItem) => p.property_status !== 'Resale'],
    ['status=new+launch', (p: PropertyListItem) => p.property_status === 'New Launch'],
    ['price=0-50', (p: PropertyListItem) => band('0-50')(p.price)],
    ['price=51-100,500%2B', (p: PropertyListItem) => band('51-100')(p.price) || band('500+')(p.price)],
    ['price=101-200,201-500', (p: PropertyListItem) => p.price >= 101 && p.price <= 500],
    ['type=villa', (p: PropertyListItem) => p.property_type === 'Villa'],
    ['type=HOUSE', (p: PropertyListItem) => p.property_type === 'House' || p.property_type === 'Townhouse'],
    ['type=', () => true],
    ['q=ats-pristine', (p: PropertyListItem) => p.property_name === 'ATS Pristine'],
    ['q=ATS', (p: PropertyListItem) => p.property_name.startsWith('ATS')],
    ['q=godrej%20properties', (p: PropertyListItem) => p.builder_name === 'Godrej Properties'],
    ['q=mahagun', (p: PropertyListItem) => p.property_name.startsWith('Mahagun')],
    ['q=100%25', () => false],
    [
      'rooms=3&status=Resale&price=101-200,201-500',
      (p: PropertyListItem) => p.room === 3 && p.property_status === 'Resale' && p.price >= 101 && p.price <= 500,
    ],
    [
      'rooms=2,3&bathrooms=2&type=apartment',
      (p: PropertyListItem) => (p.room === 2 || p.room === 3) && p.bathroom === 2 && p.property_type === 'Apartment',
    ],
  ])('residential %s: OR within a group, AND across groups', async (qs, keep) => {
    const body = await list(`/api/property_list/noida/all/r?${qs}`);
    const expected = residential.filter(keep);
    expect(ids(body.property_list)).toEqual(ids(expected));
    expect(body.total).toBe(expected.length);
  });

  it('every filter group narrows the seed list to something (the seed covers every option)', async () => {
    for (const qs of [
      'rooms=1',
      'rooms=5',
      'bathrooms=5',
      'status=Upcomming',
      'price=0-50',
      'price=500%2B',
      'type=Condo',
      'type=Townhouse',
    ]) {
      const body = await list(`/api/property_list/noida/all/r?${qs}`);
      expect(body.total).toBeGreaterThan(0);
    }
  });

  it.each([
    ['furnishing=Full', (p: PropertyListItem) => p.furnishing === 'Full'],
    ['furnishing=semi,none', (p: PropertyListItem) => p.furnishing !== 'Full'],
    ['washrooms=1,2', (p: PropertyListItem) => p.washroom === 1 || p.washroom === 2],
    ['type=office', (p: PropertyListItem) => p.property_type === 'Office'],
    [
      'furnishing=None&washrooms=1&status=Resale,New%20Launch',
      (p: PropertyListItem) => p.furnishing === 'None' && p.washroom === 1 && p.property_status !== 'Upcomming',
    ],
  ])('commercial %s', async (qs, keep) => {
    const body = await list(`/api/property-category/noida/all/commercial?${qs}`);
    const expected = commercial.filter(keep);
    expect(ids(body.property_list)).toEqual(ids(expected));
    expect(body.total).toBe(expected.length);
  });

  it('sorts by price both ways and by date', async () => {
    const asc = (await list('/api/property_list/noida/all/r?sort=price_asc')).property_list.map((p) => p.price);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await list('/api/property_list/noida/all/r?sort=price_desc')).property_list.map((p) => p.price);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const newest = (await list('/api/property_list/noida/all/r?sort=newest')).property_list.map((p) => p.created_at);
    expect(newest).toEqual([...newest].sort().reverse());
  });

  it('pages: total, page and pageSize; pages tile the sorted list exactly', async () => {
    const full = (await list('/api/property_list/noida/all/r?sort=price_asc')).property_list;
    const seen: number[] = [];
    for (let page = 1; page <= Math.ceil(full.length / 24); page++) {
      const body = await list(`/api/property_list/noida/all/r?sort=price_asc&page=${page}&pageSize=24`);
      expect(body.total).toBe(full.length);
      expect(body.page).toBe(page);
      expect(body.pageSize).toBe(24);
      expect(body.property_list.length).toBe(Math.min(24, full.length - (page - 1) * 24));
      seen.push(...body.property_list.map((p) => p.id));
    }
    expect(seen).toEqual(full.map((p) => p.id));
    const past = await list('/api/property_list/noida/all/r?page=999&pageSize=24');
    expect(past.property_list).toEqual([]);
    expect(past.total).toBe(full.length);
    const defaults = await list('/api/property_list/noida/all/r?page=1');
    expect(defaults.pageSize).toBe(24);
    expect(defaults.property_list).toHaveLength(24);
  });

  it('filters and paging combine: total counts all matches', async () => {
    const all = (await list('/api/property_list/noida/all/r?status=Resale')).property_list;
    const page = await list('/api/property_list/noida/all/r?status=Resale&pageSize=5&page=2');
    expect(page.total).toBe(all.length);
    expect(page.property_list.map((p) => p.id)).toEqual(all.slice(5, 10).map((p) => p.id));
  });
});

describe('price bands: inclusive bounds and 500+', () => {
  it('matches prices on the band edges', async () => {
    const db = t.app.db;
    const city = await db
      .insertInto('cities')
      .values({ city: 'Testpur', slug: 'testpur', position: 99 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const loc = await db
      .insertInto('locations')
      .values({ city_id: city.id, location_name: 'Edge Sector', slug: 'edge-sector', position: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const prices = [0, 50, 51, 100, 101, 200, 201, 500, 501, 1200];
    const base = {
      kind: 'residential' as const,
      city_id: city.id,
      location_id: loc.id,
      property_name: 'Edge Homes',
      builder_name: 'Edge Builders',
      slug: 'edge',
      description: '<p>x</p>',
      address: 'x',
      area: 1000,
      room: 2,
      bathroom: 2,
      washroom: 2,
      lift: 1,
      units: 1,
      furnishing: 'None' as const,
      property_status: 'Resale' as const,
      property_type: 'Apartment',
      ownership: 'Freehold',
      images: '["p-1-1.svg","p-1-2.svg","p-1-3.svg"]',
      features: '[]',
      search_text: 'edge homes | edge builders',
      created_at: '2025-01-01T00:00:00.000Z',
      updated_at: '2025-01-01T00:00:00.000Z',
    };
    await db
      .insertInto('listings')
      .values(prices.map((price, i) => ({ ...base, id: 900_000 + i, price, title: `Edge ${price}` })))
      .execute();
    const pricesFor = async (qs: string) =>
      (await list(`/api/property_list/testpur/all/r?sort=price_asc&${qs}`)).property_list.map((p) => p.price);
    expect(await pricesFor('price=0-50')).toEqual([0, 50]);
    expect(await pricesFor('price=51-100')).toEqual([51, 100]);
    expect(await pricesFor('price=101-200')).toEqual([101, 200]);
    expect(await pricesFor('price=201-500')).toEqual([201, 500]);
    expect(await pricesFor('price=500%2B')).toEqual([500, 501, 1200]);
    expect(await pricesFor('price=500+')).toEqual([500, 501, 1200]); // unencoded '+' arrives as a space
    expect(await pricesFor('price=0-50,500%2B')).toEqual([0, 50, 500, 501, 1200]);
    expect(await pricesFor('')).toEqual(prices);
    expect((await list('/api/property_list/testpur/edge-sector/r?price=201-500')).total).toBe(2);
  });
});
