import type { PropertiesAnswer, PropertyListAnswer } from 'contracts/api';
import { createTestApp, json, type TestApp } from '../../test/helpers';

let t: TestApp;
let residential: number[];
let commercial: number;
beforeAll(async () => {
  t = await createTestApp();
  const r = json<PropertyListAnswer>(await t.app.inject({ url: '/api/property_list/noida/all/r?pageSize=3' }));
  const c = json<PropertyListAnswer>(await t.app.inject({ url: '/api/property_list/noida/all/c?pageSize=1' }));
  residential = r.property_list.map((p) => p.p_id);
  commercial = c.property_list[0]?.p_id ?? 0;
});
afterAll(async () => t.close());

const get = (query: string) => t.app.inject({ method: 'GET', url: `/api/properties${query}` });

describe('GET /api/properties?ids=', () => {
  it('answers each found listing in the order asked, with its compare facts', async () => {
    const [a, b, c] = residential as [number, number, number];
    const res = await get(`?ids=${c},${a},${b}`);
    expect(res.statusCode).toBe(200);
    const body = json<PropertiesAnswer>(res);
    expect(body.status).toBe(200);
    expect(body.missing).toEqual([]);
    expect(body.properties.map((p) => p.id)).toEqual([c, a, b]);
    const first = body.properties[0];
    expect(first).toMatchObject({ id: c, p_id: c, kind: 'residential', p_location: 'noida' });
    expect(first?.location).toMatch(/, Noida$/);
    expect(Array.isArray(JSON.parse(first?.features ?? 'null'))).toBe(true);
    expect(first).not.toHaveProperty('furnishing');
  });

  it('the same facts as the detail call', async () => {
    const id = residential[0] as number;
    const detail = json<{ property_detail: Record<string, unknown>[] }>(
      await t.app.inject({ url: `/api/property-detail/residential/${id}` }),
    ).property_detail[0];
    const facts = json<PropertiesAnswer>(await get(`?ids=${id}`)).properties[0];
    expect(facts).toMatchObject({
      price: detail?.price,
      area: detail?.area,
      room: detail?.bedroom,
      bathroom: detail?.bathroom,
      builder_name: detail?.builder_name,
      features: detail?.features,
      location: detail?.location,
    });
  });

  it('gives a commercial listing its kind and commercial fields', async () => {
    const body = json<PropertiesAnswer>(await get(`?ids=${commercial}`));
    expect(body.properties[0]).toMatchObject({ id: commercial, kind: 'commercial' });
    expect(body.properties[0]).toHaveProperty('furnishing');
    expect(body.properties[0]).toHaveProperty('washroom');
  });

  it('names ids that are not listings in missing, not as an error', async () => {
    const id = residential[0] as number;
    const res = await get(`?ids=987654321,${id},2147483647`);
    expect(res.statusCode).toBe(200);
    const body = json<PropertiesAnswer>(res);
    expect(body.properties.map((p) => p.id)).toEqual([id]);
    expect(body.missing).toEqual([987654321, 2147483647]);
  });

  it.each([
    ['', 'ids: No property ids were given.'],
    ['?ids=', 'ids: No property ids were given.'],
    ['?ids=abc', "ids: 'abc' is not a property id."],
    ['?ids=1,,2', 'ids: The list of property ids has an empty entry.'],
    ['?ids=0', "ids: '0' is not a property id."],
    ['?ids=-1', "ids: '-1' is not a property id."],
    ['?ids=3,3', 'ids: Property 3 is named more than once.'],
    [`?ids=${Array.from({ length: 51 }, (_, i) => i + 1).join(',')}`, 'ids: At most 50 properties'],
  ])('%s is a 400 saying why', async (query, message) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    const body = json<{ statusCode: number; message: string }>(res);
    expect(body.statusCode).toBe(400);
    if (query !== '') expect(body.message).toContain(message);
  });

  it('refuses an over-long ids text before reading it', async () => {
    const res = await get(`?ids=${'1'.repeat(5000)}`);
    expect(res.statusCode).toBe(400);
  });

  it('takes up to 50 ids in one call', async () => {
    const ids = Array.from({ length: 50 }, (_, i) => i + 1);
    const body = json<PropertiesAnswer>(await get(`?ids=${ids.join(',')}`));
    expect(body.properties.length + body.missing.length).toBe(50);
  });
});
