import { PROJECT_NAMES, toSlug, type Blog, type City, type Location } from 'contracts/api';
import { createTestApp, json, type TestApp } from '../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const BLOG_FIELDS = ['created_at', 'description', 'id', 'image', 'slug', 'title'];

describe('blogs', () => {
  it('get-blogs: every post, newest first, with the spec fields', async () => {
    const res = await get('/api/get-blogs');
    expect(res.statusCode).toBe(200);
    const body = json<{ status: number; get_blogs: Blog[] }>(res);
    expect(body.status).toBe(200);
    expect(body.get_blogs.length).toBeGreaterThanOrEqual(8);
    for (const b of body.get_blogs) {
      expect(Object.keys(b).sort()).toEqual(BLOG_FIELDS);
      expect(b.image).toMatch(/^blog-\d+\.svg$/);
      expect(b.description).toContain('<p>');
    }
    const dates = body.get_blogs.map((b) => b.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('homeblogs: the newest few', async () => {
    const all = json<{ get_blogs: Blog[] }>(await get('/api/get-blogs')).get_blogs;
    const body = json<{ status: number; homeblogs: Blog[] }>(await get('/api/homeblogs'));
    expect(body.status).toBe(200);
    expect(body.homeblogs.length).toBeGreaterThanOrEqual(3);
    expect(body.homeblogs.map((b) => b.slug)).toEqual(all.slice(0, body.homeblogs.length).map((b) => b.slug));
  });

  it('get-blogdata/:slug answers the post as an object', async () => {
    const first = json<{ get_blogs: Blog[] }>(await get('/api/get-blogs')).get_blogs[0] as Blog;
    const res = await get(`/api/get-blogdata/${first.slug}`);
    expect(res.statusCode).toBe(200);
    const body = json<{ status: number; get_blogdata: Blog }>(res);
    expect(body.status).toBe(200);
    expect(body.get_blogdata).toEqual(first);
  });

  it('an unknown slug is a 404, a malformed one a 400', async () => {
    const missing = await get('/api/get-blogdata/no-such-post');
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toMatchObject({ statusCode: 404, error: 'Not Found', message: expect.any(String) });
    const bad = await get('/api/get-blogdata/..%2F..%2Fetc');
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toMatchObject({ statusCode: 400, message: expect.any(String) });
  });
});

describe('places', () => {
  it('cities: city_list with id, city and slug', async () => {
    const body = json<{ status: number; city_list: City[] }>(await get('/api/cities'));
    expect(body.status).toBe(200);
    expect(body.city_list.map((c) => [c.city, c.slug])).toEqual([
      ['Noida', 'noida'],
      ['Ghaziabad', 'ghaziabad'],
      ['Gurgaon', 'gurgaon'],
      ['Gandhi Nagar', 'gandhi-nagar'],
    ]);
    for (const c of body.city_list) expect(Object.keys(c).sort()).toEqual(['city', 'id', 'slug']);
  });

  it('search_city/:cityname: location_list with location_name and slug', async () => {
    const body = json<{ status: number; location_list: Location[] }>(await get('/api/search_city/noida'));
    expect(body.status).toBe(200);
    expect(body.location_list.length).toBeGreaterThanOrEqual(10);
    for (const l of body.location_list) {
      expect(Object.keys(l).sort()).toEqual(['id', 'location_name', 'slug']);
      expect(l.slug).toBe(toSlug(l.location_name));
    }
    for (const city of ['ghaziabad', 'gurgaon', 'gandhi-nagar']) {
      expect(
        json<{ location_list: Location[] }>(await get(`/api/search_city/${city}`)).location_list.length,
      ).toBeGreaterThanOrEqual(3);
    }
  });

  it('every locality of every city has listings of both kinds', async () => {
    for (const city of ['noida', 'ghaziabad', 'gurgaon', 'gandhi-nagar']) {
      for (const l of json<{ location_list: Location[] }>(await get(`/api/search_city/${city}`)).location_list) {
        for (const kind of ['r', 'c']) {
          const body = json<{ total: number }>(await get(`/api/property_list/${city}/${l.slug}/${kind}?pageSize=1`));
          expect({ city, location: l.slug, kind, found: body.total > 0 }).toEqual({
            city,
            location: l.slug,
            kind,
            found: true,
          });
        }
      }
    }
  });

  it('an unknown city has no localities', async () => {
    const res = await get('/api/search_city/atlantis');
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ status: 200, location_list: [] });
  });

  it('every search suggestion finds residential and commercial listings (by its slug, as the search form sends it)', async () => {
    const cities = ['noida', 'ghaziabad', 'gurgaon', 'gandhi-nagar'];
    for (const name of PROJECT_NAMES) {
      for (const kind of ['r', 'c']) {
        let found = 0;
        for (const city of cities)
          found += json<{ total: number }>(
            await get(`/api/property_list/${city}/all/${kind}?q=${toSlug(name)}&pageSize=1`),
          ).total;
        expect({ name, kind, found: found > 0 }).toEqual({ name, kind, found: true });
      }
    }
  });
});
