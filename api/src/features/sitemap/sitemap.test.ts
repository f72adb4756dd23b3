import { SaxesParser } from 'saxes';
import { listingDetailPath } from 'contracts/api';
import { buildApp } from '../../app';
import { DEFAULT_SITE_URL, readEnv, siteUrl } from '../../config';
import { createTestApp, createTestDatabase, type TestApp } from '../../test/helpers';
import { escapeXml, robotsTxt, SITEMAP_NAMESPACE, sitemapEntries, sitemapXml, STATIC_PAGES, w3cDate } from './sitemap';

const SITE = 'https://www.example.in';
/** W3C datetime as the sitemap writes it: to the second, in UTC. */
const W3C = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

interface ParsedUrl {
  loc: string;
  lastmod?: string;
}

/** Parses with a strict, namespace-aware XML parser: any well-formedness error throws. */
function parseSitemap(xml: string): {
  rootNamespace: string;
  rootName: string;
  urls: ParsedUrl[];
  declaration: boolean;
} {
  const parser = new SaxesParser({ xmlns: true });
  const urls: ParsedUrl[] = [];
  let rootName = '';
  let rootNamespace = '';
  let declaration = false;
  let current: ParsedUrl | null = null;
  let field: 'loc' | 'lastmod' | null = null;
  parser.on('xmldecl', () => {
    declaration = true;
  });
  parser.on('opentag', (tag) => {
    if (!rootName) {
      rootName = tag.local;
      rootNamespace = tag.uri;
      return;
    }
    if (tag.uri !== SITEMAP_NAMESPACE) throw new Error(`element ${tag.name} outside the sitemap namespace`);
    if (tag.local === 'url') current = { loc: '' };
    else if (tag.local === 'loc' || tag.local === 'lastmod') field = tag.local;
    else throw new Error(`unexpected element ${tag.name}`);
  });
  parser.on('text', (text) => {
    if (current && field) current[field] = (current[field] ?? '') + text;
  });
  parser.on('closetag', (tag) => {
    if (tag.local === 'url' && current) {
      urls.push(current);
      current = null;
    } else field = null;
  });
  parser.write(xml).close();
  return { rootNamespace, rootName, urls, declaration };
}

describe('sitemap rules (no database)', () => {
  it('escapes the five XML specials', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
  });

  it('escapes & inside <loc> and the parser reads the URL back unchanged', () => {
    const xml = sitemapXml(SITE, [{ path: '/x?a=1&b=2' }]);
    expect(xml).toContain('<loc>https://www.example.in/x?a=1&amp;b=2</loc>');
    expect(parseSitemap(xml).urls).toEqual([{ loc: 'https://www.example.in/x?a=1&b=2' }]);
  });

  it.each([
    ['2025-10-24T05:30:00.000Z', '2025-10-24T05:30:00Z'],
    ['2025-10-24T11:00:00+05:30', '2025-10-24T05:30:00Z'],
    ['2025-10-24', '2025-10-24T00:00:00Z'],
    ['', undefined],
    ['yesterday', undefined],
    ['2025-13-45T00:00:00Z', undefined],
    [undefined, undefined],
  ])('w3cDate(%p) → %p', (stored, expected) => expect(w3cDate(stored)).toBe(expected));

  it('lists each path once and leaves lastmod out when a page has no date', () => {
    const entries = sitemapEntries({
      listings: [{ id: 1, kind: 'residential', slug: 'a', citySlug: 'noida', changed: '2025-01-02T00:00:00.000Z' }],
      posts: [],
      citySlugs: ['noida', 'noida'],
      curatedChanged: {},
    });
    const paths = entries.map((e) => e.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(entries.find((e) => e.path === '/about')).toEqual({ path: '/about' });
    // The legal pages have no date of their own either.
    expect(entries.find((e) => e.path === '/privacy-policy')).toEqual({ path: '/privacy-policy' });
    expect(entries.find((e) => e.path === '/terms-and-conditions')).toEqual({ path: '/terms-and-conditions' });
    expect(entries.find((e) => e.path === '/blog')).toEqual({ path: '/blog' });
    expect(entries.find((e) => e.path === '/property/noida/all/residential')?.lastmod).toBe('2025-01-02T00:00:00Z');
    expect(entries.find((e) => e.path === '/property/noida/all/commercial')).toEqual({
      path: '/property/noida/all/commercial',
    });
  });

  it('robots.txt allows all but /api/, allows /images/ and names the sitemap', () => {
    expect(robotsTxt(SITE)).toBe(
      'User-agent: *\nAllow: /images/\nAllow: /api/images/\nDisallow: /api/\nDisallow: /staff\nAllow: /\n\nSitemap: https://www.example.in/sitemap.xml\n',
    );
  });
});

describe('SITE_URL', () => {
  it('defaults to the site on its default port', () => {
    expect(readEnv({}).siteUrl).toBe(DEFAULT_SITE_URL);
    expect(DEFAULT_SITE_URL).toBe('http://localhost:3000');
  });

  it.each([
    ['https://www.example.in', 'https://www.example.in'],
    ['https://www.example.in/', 'https://www.example.in'],
    ['  http://localhost:8080  ', 'http://localhost:8080'],
    ['HTTPS://WWW.Example.IN', 'https://www.example.in'],
  ])('accepts %p as %p', (value, origin) => expect(readEnv({ SITE_URL: value }).siteUrl).toBe(origin));

  it.each([
    'www.example.in',
    '/relative',
    'ftp://example.in',
    'javascript:alert(1)',
    'https://www.example.in/site',
    'https://www.example.in?x=1',
    'https://www.example.in/#top',
    'https://user:pw@www.example.in',
    'https://',
  ])('refuses %p with a clear message', (value) => {
    expect(() => siteUrl(value)).toThrow(/^SITE_URL must be an absolute http\(s\) origin without a path/);
  });

  it('a bad SITE_URL stops the API from starting', async () => {
    const db = await createTestDatabase();
    try {
      await expect(
        buildApp({ databaseUrl: db.databaseUrl, dataDir: db.dataDir, siteUrl: 'https://example.in/path' }),
      ).rejects.toThrow(
        "SITE_URL must be an absolute http(s) origin without a path, e.g. https://www.example.in; got 'https://example.in/path'",
      );
      const saved = process.env.SITE_URL;
      process.env.SITE_URL = 'example.in';
      try {
        await expect(buildApp({ databaseUrl: db.databaseUrl, dataDir: db.dataDir })).rejects.toThrow(
          /^SITE_URL must be/,
        );
      } finally {
        if (saved === undefined) delete process.env.SITE_URL;
        else process.env.SITE_URL = saved;
      }
    } finally {
      await db.dispose();
    }
  });
});

describe('GET /sitemap.xml and /robots.txt', () => {
  let t: TestApp;
  /** A post whose slug needs XML escaping once it is a URL (an apostrophe survives encodeURIComponent). */
  const ODD_SLUG = "o'neil-&-sons";

  beforeAll(async () => {
    t = await createTestApp({ siteUrl: `${SITE}/`, seed: { listings: 60 } });
    await t.app.db
      .insertInto('blogs')
      .values({
        slug: ODD_SLUG,
        title: 'Odd',
        image: 'x.jpg',
        description: '<p>x</p>',
        created_at: '2025-12-01T10:00:00.000Z',
      })
      .execute();
  });
  afterAll(async () => t.close());

  it('is a well-formed sitemaps.org urlset of absolute URLs under SITE_URL', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    const doc = parseSitemap(res.body);
    expect(doc.declaration).toBe(true);
    expect(doc.rootName).toBe('urlset');
    expect(doc.rootNamespace).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const locs = doc.urls.map((u) => u.loc);
    expect(new Set(locs).size).toBe(locs.length);
    for (const loc of locs) {
      expect(loc.startsWith(`${SITE}/`)).toBe(true);
      expect(new URL(loc).origin).toBe(SITE);
    }
    for (const u of doc.urls) if (u.lastmod !== undefined) expect(u.lastmod).toMatch(W3C);
    expect(locs).toEqual(
      expect.arrayContaining([
        `${SITE}/`,
        ...STATIC_PAGES.map((p) => `${SITE}${p}`),
        `${SITE}/blog`,
        `${SITE}/project-listing`,
        `${SITE}/property/best-property`,
        `${SITE}/property/genuine-deal`,
        `${SITE}/property/exclusive-deal`,
        `${SITE}/property/noida/all/residential`,
        `${SITE}/property/noida/all/commercial`,
      ]),
    );
  });

  it('lists every listing once at the cards’ detail URL, with its updated_at as lastmod', async () => {
    const doc = parseSitemap((await t.app.inject({ url: '/sitemap.xml' })).body);
    const listings = await t.app.db
      .selectFrom('listings')
      .innerJoin('cities', 'cities.id', 'listings.city_id')
      .select(['listings.id', 'listings.kind', 'listings.slug', 'cities.slug as city', 'listings.updated_at'])
      .execute();
    expect(listings).toHaveLength(60);
    for (const l of listings) {
      const loc = SITE + listingDetailPath({ citySlug: l.city, slug: l.slug, id: l.id }, l.kind);
      const found = doc.urls.filter((u) => u.loc === loc);
      expect(found).toEqual([{ loc, lastmod: w3cDate(l.updated_at) }]);
    }
    const detailCount = doc.urls.filter((u) => /\/(residential|commercial)\/[^/]+\/[^/]+\/\d+$/.test(u.loc)).length;
    expect(detailCount).toBe(60);
  });

  it('lists every post once at /blog/{slug}, escaped, with its created_at as lastmod', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml' });
    const doc = parseSitemap(res.body);
    const posts = await t.app.db.selectFrom('blogs').select(['slug', 'created_at']).execute();
    expect(posts.length).toBeGreaterThan(1);
    for (const p of posts) {
      const loc = `${SITE}/blog/${encodeURIComponent(p.slug)}`;
      expect(doc.urls.filter((u) => u.loc === loc)).toEqual([{ loc, lastmod: w3cDate(p.created_at) }]);
    }
    expect(res.body).toContain(`<loc>${SITE}/blog/o&apos;neil-%26-sons</loc><lastmod>2025-12-01T10:00:00Z</lastmod>`);
    expect(res.body).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('is answered from the read cache with the same type the second time', async () => {
    const again = await t.app.inject({ url: '/sitemap.xml' });
    expect(again.headers['x-cache']).toBe('HIT');
    expect(again.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(again.headers['cache-control']).toBe('public, max-age=3600');
    const zipped = await t.app.inject({ url: '/sitemap.xml', headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['content-type']).toBe('application/xml; charset=utf-8');
  });

  it('robots.txt is plain text naming the sitemap under SITE_URL', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe(robotsTxt(SITE));
    expect(res.body).toContain('\nDisallow: /api/\n');
    expect(res.body).toContain('\nDisallow: /staff\n');
    expect(res.body).toContain('\nSitemap: https://www.example.in/sitemap.xml\n');
    expect((await t.app.inject({ url: '/robots.txt' })).headers['x-cache']).toBe('HIT');
  });
});
