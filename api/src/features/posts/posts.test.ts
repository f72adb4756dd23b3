import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Blog, StaffPost, StaffPostAnswer, StaffPostsAnswer } from 'contracts/api';
import { buildApp } from '../../app';
import { createTestDatabase, json, until, type TestDatabase } from '../../test/helpers';
import { OpenApiChecker, type OpenApiDocument } from '../../test/openapi';
import { addStaff, signIn, staffRequest, type SignedIn, type StaffMember } from '../../test/staff';
import { SETTLE_MS } from './schedule';

/**
 * The staff blog desk (/api/staff/posts): who may call it (session, role, CSRF token), writing,
 * editing and previewing with the body sanitised, publishing now or at a time, unpublishing and
 * deleting, the audit log, and what the public blog, the news feed and the sitemap show (404 for
 * posts not yet public, 410 for taken-down ones, 301 for old slugs). Then, on the real clock, that
 * a scheduled post appears within moments of its time despite the read cache.
 */

const SITE = 'http://localhost:3000';
const ADMIN: StaffMember = { email: 'asha.admin@example.in', password: 'orchid lantern basalt 42', role: 'admin' };
const EDITOR: StaffMember = { email: 'eddie.editor@example.in', password: 'copper meadow violin 17', role: 'editor' };
const AGENT: StaffMember = { email: 'anil.agent@example.in', password: 'harbour tulip granite 9', role: 'agent' };

const START = Date.parse('2026-11-28T10:00:00.000Z');
const HOUR = 3_600_000;
const PREFIX = '/api/staff/posts';

interface Fixture {
  db: TestDatabase;
  app: FastifyInstance;
  checker: OpenApiChecker;
  session: Record<string, SignedIn>;
  ids: Record<string, number>;
}

async function start(now: () => number, readCache: boolean): Promise<Fixture> {
  const db = await createTestDatabase();
  const app = await buildApp({
    databaseUrl: db.databaseUrl,
    dataDir: db.dataDir,
    seed: { listings: 2 },
    logger: false,
    siteUrl: SITE,
    now,
    readCache,
    dataChangePollMs: 100,
  });
  const checker = new OpenApiChecker(app.swagger() as unknown as OpenApiDocument);
  const session: Record<string, SignedIn> = {};
  const ids: Record<string, number> = {};
  for (const who of [ADMIN, EDITOR, AGENT]) {
    ids[who.role] = await addStaff(app, who, now());
    session[who.role] = await signIn(app, who);
  }
  return { db, app, checker, session, ids };
}

/** A public request, whose answer must match the OpenAPI document (staff routes are not in it). */
async function publicGet(f: Fixture, url: string): Promise<LightMyRequestResponse> {
  const res = await f.app.inject({ url });
  expect(
    f.checker.problems({
      method: 'GET',
      url,
      statusCode: res.statusCode,
      headers: res.headers,
      rawPayload: res.rawPayload,
    }),
  ).toEqual([]);
  return res;
}

const publicSlugs = async (f: Fixture) =>
  json<{ get_blogs: Blog[] }>(await publicGet(f, '/api/get-blogs')).get_blogs.map((b) => b.slug);
const homeSlugs = async (f: Fixture) =>
  json<{ homeblogs: Blog[] }>(await publicGet(f, '/api/homeblogs')).homeblogs.map((b) => b.slug);
const sitemap = async (f: Fixture) => (await publicGet(f, '/sitemap.xml')).body;
const dataVersion = async (f: Fixture) =>
  Number(
    (await f.app.db.selectFrom('data_version').select('version').where('id', '=', 1).executeTakeFirstOrThrow()).version,
  );

describe('staff posts', () => {
  let f: Fixture;
  let clock = START;
  const iso = (ms: number) => new Date(ms).toISOString();
  const as = (role: string) => f.session[role];
  const send = (role: string | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object) =>
    staffRequest(f.app, method, url, role === null ? undefined : as(role), body);
  const post = async (res: LightMyRequestResponse, status = 200): Promise<StaffPost> => {
    expect({ status: res.statusCode, body: res.statusCode === status ? '' : res.body }).toEqual({ status, body: '' });
    return json<StaffPostAnswer>(res).post;
  };
  const create = async (body: object, role = 'editor') => post(await send(role, 'POST', PREFIX, body), 201);
  /** The audit log as admins read it, newest first. */
  const audit = async (limit: number) =>
    json<{ entries: { action: string }[] }>(await send('admin', 'GET', `/api/staff/audit?limit=${limit}`)).entries;
  /** Moves the clock; sessions idle for 30 minutes end, so everyone signs in again. */
  const advance = async (ms: number) => {
    clock += ms;
    for (const who of [ADMIN, EDITOR, AGENT]) f.session[who.role] = await signIn(f.app, who);
  };

  // The fake clock moves; the read cache is off here so the public answers follow it (the last
  // describe shows the cache with the real clock).
  beforeAll(async () => {
    f = await start(() => clock, false);
  });
  afterAll(async () => {
    await f.app.close();
    await f.db.dispose();
  });

  describe('who may call it', () => {
    it('answers 401 without a session, on every route', async () => {
      for (const [method, url] of [
        ['GET', PREFIX],
        ['GET', `${PREFIX}/1`],
        ['POST', PREFIX],
        ['PUT', `${PREFIX}/1`],
        ['POST', `${PREFIX}/1/publish`],
        ['POST', `${PREFIX}/1/unpublish`],
        ['DELETE', `${PREFIX}/1`],
        ['POST', `${PREFIX}/preview`],
      ] as const) {
        const res = await send(null, method, url, method === 'GET' || method === 'DELETE' ? undefined : { body: 'x' });
        expect([method, url, res.statusCode]).toEqual([method, url, 401]);
        expect(res.headers['cache-control']).toBe('no-store');
      }
    });

    it('answers 403 to an agent', async () => {
      expect((await send('agent', 'GET', PREFIX)).statusCode).toBe(403);
      expect((await send('agent', 'POST', PREFIX, { title: 'T', body: '<p>x</p>' })).statusCode).toBe(403);
      expect((await send('agent', 'POST', `${PREFIX}/preview`, { body: '<p>x</p>' })).statusCode).toBe(403);
    });

    it('answers 403 to a write without the CSRF token, and changes nothing', async () => {
      const without = { cookie: as('editor')?.cookie ?? '' };
      const before = json<StaffPostsAnswer>(await send('editor', 'GET', PREFIX)).total;
      for (const [method, url] of [
        ['POST', PREFIX],
        ['PUT', `${PREFIX}/1`],
        ['POST', `${PREFIX}/1/publish`],
        ['POST', `${PREFIX}/1/unpublish`],
        ['DELETE', `${PREFIX}/1`],
        ['POST', `${PREFIX}/preview`],
      ] as const) {
        const res = await staffRequest(
          f.app,
          method,
          url,
          without,
          method === 'DELETE' ? undefined : { title: 'T', body: 'x' },
        );
        expect([method, url, res.statusCode]).toEqual([method, url, 403]);
      }
      expect(json<StaffPostsAnswer>(await send('editor', 'GET', PREFIX)).total).toBe(before);
      expect((await send('editor', 'GET', `${PREFIX}/1`)).statusCode).toBe(200);
    });

    it('lets editors and admins in, never cached, and lists the seed posts as published', async () => {
      for (const role of ['editor', 'admin']) {
        const res = await send(role, 'GET', PREFIX);
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe('no-store');
        const list = json<StaffPostsAnswer>(res);
        expect(list).toMatchObject({ total: 10, page: 1, limit: 20 });
        expect(list.posts.every((p) => p.state === 'published' && p.author === null)).toBe(true);
      }
    });
  });

  describe('writing', () => {
    const HOSTILE =
      '<p onclick="alert(1)">Metro <a href="javascript:alert(1)">news</a></p><script>alert(1)</script>' +
      '<img src=x onerror=alert(1)><iframe src="https://evil.example"></iframe>' +
      '<svg><script>alert(1)</script></svg><p style="width:expression(alert(1))">x</p>' +
      '<a href="https://www.up-rera.in" target="_blank">UP RERA</a>';
    const CLEAN =
      '<p>Metro <a>news</a></p><img loading="lazy"><p>x</p>' +
      '<a href="https://www.up-rera.in" target="_blank" rel="noopener noreferrer">UP RERA</a>';

    it('previews a body as it will be stored', async () => {
      const res = await send('editor', 'POST', `${PREFIX}/preview`, { body: HOSTILE });
      expect(res.statusCode).toBe(200);
      expect(json(res)).toEqual({ body: CLEAN });
    });

    it('creates a draft: slug from the title, body sanitised, author, audit entry, a data version bump', async () => {
      const version = await dataVersion(f);
      const p = await create({ title: 'Aqua Line: What the Metro Extension Means', body: HOSTILE });
      expect(p).toMatchObject({
        slug: 'aqua-line-what-the-metro-extension-means',
        title: 'Aqua Line: What the Metro Extension Means',
        image: '',
        body: CLEAN,
        state: 'draft',
        publishAt: null,
        createdAt: iso(clock),
        updatedAt: iso(clock),
        author: { id: f.ids.editor, email: EDITOR.email },
        oldSlugs: [],
      });
      expect(await dataVersion(f)).toBeGreaterThan(version);
      expect((await send('editor', 'GET', `${PREFIX}/${p.id}`)).body).toBe(JSON.stringify({ post: p }));
      const [entry] = await audit(1);
      expect(entry).toMatchObject({
        actor: EDITOR.email,
        via: 'api',
        action: 'post.create',
        subject: `post:${p.id}`,
        before: null,
        after: { slug: p.slug, title: p.title, state: 'draft', publishAt: null, bodyLength: CLEAN.length },
      });
    });

    it('keeps drafts off the public blog, the news feed and the sitemap', async () => {
      const slug = 'aqua-line-what-the-metro-extension-means';
      expect(await publicSlugs(f)).not.toContain(slug);
      expect(await homeSlugs(f)).not.toContain(slug);
      expect(await sitemap(f)).not.toContain(slug);
      expect((await publicGet(f, `/api/get-blogdata/${slug}`)).statusCode).toBe(404);
    });

    it('gives a second post of the same title a slug of its own, and refuses a slug taken', async () => {
      const p = await create({ title: 'Aqua Line: What the Metro Extension Means', body: '<p>2</p>' });
      expect(p.slug).toBe('aqua-line-what-the-metro-extension-means-2');
      const taken = await send('editor', 'POST', PREFIX, {
        title: 'Other',
        slug: 'noida-vs-gurgaon-where-should-you-buy',
        body: 'x',
      });
      expect(taken.statusCode).toBe(409);
      expect(json(taken)).toMatchObject({ fields: { slug: expect.any(String) } });
      expect((await send('editor', 'DELETE', `${PREFIX}/${p.id}`)).statusCode).toBe(204);
    });

    it('refuses bad input with 400 and an unknown post with 404', async () => {
      for (const body of [
        {},
        { title: '', body: 'x' },
        { title: 'T', body: 'x', slug: 'Bad Slug' },
        { title: 'T', body: 'x', state: 'scheduled' },
        { title: 'T', body: 'x', state: 'scheduled', publishAt: iso(clock - 1000) },
        { title: 'T', body: 'x'.repeat(100_001) },
        { title: 'T', body: 'x', extra: 1 },
      ])
        expect([body, (await send('editor', 'POST', PREFIX, body)).statusCode]).toEqual([body, 400]);
      expect((await send('editor', 'GET', `${PREFIX}/999999`)).statusCode).toBe(404);
      expect((await send('editor', 'GET', `${PREFIX}/abc`)).statusCode).toBe(400);
      expect((await send('editor', 'PUT', `${PREFIX}/999999`, { title: 'T', body: 'x' })).statusCode).toBe(404);
      expect((await send('editor', 'POST', `${PREFIX}/999999/publish`, {})).statusCode).toBe(404);
      expect((await send('editor', 'DELETE', `${PREFIX}/999999`)).statusCode).toBe(404);
    });

    it('takes a long body (over the API-wide 16 KB limit)', async () => {
      const body = `<p>${'Noida sector guide. '.repeat(4000)}</p>`;
      const res = await send('editor', 'POST', `${PREFIX}/preview`, { body });
      expect(res.statusCode).toBe(200);
      expect(json<{ body: string }>(res).body).toBe(body);
    });
  });

  describe('publishing', () => {
    let id = 0;
    const SLUG = 'aqua-line-what-the-metro-extension-means';

    beforeAll(async () => {
      const list = json<StaffPostsAnswer>(await send('editor', 'GET', `${PREFIX}?state=draft`));
      id = list.posts.find((p) => p.slug === SLUG)?.id ?? 0;
    });

    it('publishes now: on the public blog first, in the news feed and the sitemap, dated now', async () => {
      await advance(HOUR);
      const p = await post(await send('admin', 'POST', `${PREFIX}/${id}/publish`));
      expect(p).toMatchObject({ state: 'published', publishAt: iso(clock), updatedAt: iso(clock) });
      expect((await publicSlugs(f))[0]).toBe(SLUG);
      expect((await homeSlugs(f))[0]).toBe(SLUG);
      expect(await sitemap(f)).toContain(`${SITE}/blog/${SLUG}</loc>`);
      const one = json<{ get_blogdata: Blog }>(await publicGet(f, `/api/get-blogdata/${SLUG}`)).get_blogdata;
      expect(one).toEqual({ id, title: p.title, image: '', slug: SLUG, description: p.body, created_at: iso(clock) });
      const [entry] = await audit(1);
      expect(entry).toMatchObject({
        actor: ADMIN.email,
        action: 'post.publish',
        before: { state: 'draft', publishAt: null },
        after: { state: 'published', publishAt: iso(clock) },
      });
      // Publishing again changes nothing.
      const entries = (await audit(500)).length;
      await post(await send('admin', 'POST', `${PREFIX}/${id}/publish`, {}));
      expect((await audit(500)).length).toBe(entries);
    });

    it('edits keep the slug; a new slug keeps the old one as a 301 to the post', async () => {
      await advance(60_000);
      const edited = await post(
        await send('editor', 'PUT', `${PREFIX}/${id}`, {
          title: 'Aqua Line Extension: Stations and Dates',
          body: '<p>Updated</p>',
        }),
      );
      expect(edited).toMatchObject({
        slug: SLUG,
        title: 'Aqua Line Extension: Stations and Dates',
        body: '<p>Updated</p>',
      });
      const moved = await post(
        await send('editor', 'PUT', `${PREFIX}/${id}`, {
          title: edited.title,
          slug: 'aqua-line-extension-stations-and-dates',
          image: 'blog-3.svg',
          body: edited.body,
        }),
      );
      expect(moved).toMatchObject({
        slug: 'aqua-line-extension-stations-and-dates',
        oldSlugs: [SLUG],
        image: 'blog-3.svg',
      });
      const old = await publicGet(f, `/api/get-blogdata/${SLUG}`);
      expect(old.statusCode).toBe(301);
      expect(old.headers.location).toBe('/api/get-blogdata/aqua-line-extension-stations-and-dates');
      expect(old.headers['cache-control']).toBe('public, max-age=10');
      expect((await publicGet(f, '/api/get-blogdata/aqua-line-extension-stations-and-dates')).statusCode).toBe(200);
      expect(await sitemap(f)).not.toContain(`/blog/${SLUG}<`);
      // Another post may not take the old slug: it still leads here.
      expect((await send('editor', 'POST', PREFIX, { title: 'X', slug: SLUG, body: 'x' })).statusCode).toBe(409);
      // The post may take it back: then there is nothing to redirect.
      const back = await post(
        await send('editor', 'PUT', `${PREFIX}/${id}`, { title: moved.title, slug: SLUG, body: moved.body }),
      );
      expect(back).toMatchObject({ slug: SLUG, oldSlugs: ['aqua-line-extension-stations-and-dates'] });
      expect((await publicGet(f, `/api/get-blogdata/${SLUG}`)).statusCode).toBe(200);
      const entries = await audit(3);
      expect(entries.map((e) => e.action)).toEqual(['post.update', 'post.update', 'post.update']);
      expect(entries[0]).toMatchObject({
        before: { slug: 'aqua-line-extension-stations-and-dates' },
        after: { slug: SLUG },
      });
    });

    it('unpublishes: 410 on its page (and old slugs), gone from the lists; republishing restores its date', async () => {
      const published = (await post(await send('editor', 'GET', `${PREFIX}/${id}`))).publishAt;
      await advance(60_000);
      const p = await post(await send('editor', 'POST', `${PREFIX}/${id}/unpublish`));
      expect(p.state).toBe('unpublished');
      const gone = await publicGet(f, `/api/get-blogdata/${SLUG}`);
      expect(gone.statusCode).toBe(410);
      expect(json(gone)).toMatchObject({ statusCode: 410, message: 'This post has been taken down.' });
      expect((await publicGet(f, '/api/get-blogdata/aqua-line-extension-stations-and-dates')).statusCode).toBe(410);
      expect(await publicSlugs(f)).not.toContain(SLUG);
      expect(await homeSlugs(f)).not.toContain(SLUG);
      expect(await sitemap(f)).not.toContain(SLUG);
      expect(
        json<StaffPostsAnswer>(await send('editor', 'GET', `${PREFIX}?state=unpublished`)).posts.map((x) => x.id),
      ).toEqual([id]);
      expect((await audit(1))[0]).toMatchObject({
        action: 'post.unpublish',
        before: { state: 'published' },
        after: { state: 'unpublished' },
      });
      await advance(60_000);
      expect(await post(await send('editor', 'POST', `${PREFIX}/${id}/publish`))).toMatchObject({
        state: 'published',
        publishAt: published,
      });
      expect(await publicSlugs(f)).toContain(SLUG);
    });

    it('schedules: absent until its time, then public with no job run (the query compares with the clock)', async () => {
      const p = await create({
        title: 'Jewar Airport Opening: A Timeline',
        body: '<p>Soon</p>',
        state: 'scheduled',
        publishAt: '2026-11-28T17:30:00+05:30',
      });
      expect(p).toMatchObject({
        state: 'scheduled',
        publishAt: '2026-11-28T12:00:00.000Z',
        slug: 'jewar-airport-opening-a-timeline',
      });
      expect(await publicSlugs(f)).not.toContain(p.slug);
      expect(await sitemap(f)).not.toContain(p.slug);
      expect((await publicGet(f, `/api/get-blogdata/${p.slug}`)).statusCode).toBe(404);
      expect(
        json<StaffPostsAnswer>(await send('editor', 'GET', `${PREFIX}?state=scheduled`)).posts.map((x) => x.id),
      ).toEqual([p.id]);
      // Already public: cannot be scheduled (unpublish first); a time in the past is refused.
      expect((await send('editor', 'POST', `${PREFIX}/${id}/publish`, { at: iso(clock + HOUR) })).statusCode).toBe(409);
      expect((await send('editor', 'POST', `${PREFIX}/${p.id}/publish`, { at: iso(clock - 1) })).statusCode).toBe(400);

      await advance(Date.parse('2026-11-28T12:00:00.000Z') - clock);
      expect((await publicSlugs(f))[0]).toBe(p.slug);
      expect((await homeSlugs(f))[0]).toBe(p.slug);
      expect(await sitemap(f)).toContain(`/blog/${p.slug}</loc>`);
      const one = json<{ get_blogdata: Blog }>(await publicGet(f, `/api/get-blogdata/${p.slug}`)).get_blogdata;
      expect(one.created_at).toBe('2026-11-28T12:00:00.000Z');
      expect(await post(await send('editor', 'GET', `${PREFIX}/${p.id}`))).toMatchObject({ state: 'published' });
      expect(
        json<StaffPostsAnswer>(
          await send('editor', 'GET', `${PREFIX}?state=published&q=${encodeURIComponent('Opening: a TIME')}`),
        ).posts.map((x) => x.id),
      ).toEqual([p.id]);
    });

    it('reschedules a draft with publish { at }, and unpublishing a scheduled post makes it a draft again', async () => {
      const d = await create({ title: 'Greater Noida West Metro', body: '<p>x</p>' });
      const s = await post(await send('editor', 'POST', `${PREFIX}/${d.id}/publish`, { at: iso(clock + HOUR) }));
      expect(s).toMatchObject({ state: 'scheduled', publishAt: iso(clock + HOUR) });
      expect((await audit(1))[0]).toMatchObject({ action: 'post.schedule' });
      expect(await post(await send('editor', 'POST', `${PREFIX}/${d.id}/unpublish`))).toMatchObject({
        state: 'draft',
        publishAt: null,
      });
      expect((await publicGet(f, `/api/get-blogdata/${d.slug}`)).statusCode).toBe(404);
    });

    it('deletes: 410 for a post that was public (its old slugs too), 404 for one that never was', async () => {
      const moved = await post(
        await send('editor', 'PUT', `${PREFIX}/${id}`, { title: 'Aqua', slug: 'aqua-line-final', body: '<p>x</p>' }),
      );
      expect(moved.oldSlugs.sort()).toEqual([SLUG, 'aqua-line-extension-stations-and-dates'].sort());
      const res = await send('admin', 'DELETE', `${PREFIX}/${id}`);
      expect(res.statusCode).toBe(204);
      expect((await send('editor', 'GET', `${PREFIX}/${id}`)).statusCode).toBe(404);
      for (const slug of ['aqua-line-final', SLUG, 'aqua-line-extension-stations-and-dates'])
        expect([slug, (await publicGet(f, `/api/get-blogdata/${slug}`)).statusCode]).toEqual([slug, 410]);
      expect((await audit(1))[0]).toMatchObject({
        actor: ADMIN.email,
        action: 'post.delete',
        subject: `post:${id}`,
        before: { slug: 'aqua-line-final' },
        after: null,
      });
      const draft = json<StaffPostsAnswer>(
        await send('editor', 'GET', `${PREFIX}?state=draft&q=${encodeURIComponent('greater noida')}`),
      ).posts[0];
      expect((await send('editor', 'DELETE', `${PREFIX}/${draft?.id ?? 0}`)).statusCode).toBe(204);
      expect((await publicGet(f, `/api/get-blogdata/${draft?.slug ?? ''}`)).statusCode).toBe(404);
      // A deleted post's slug may be used again: the new post answers there.
      const again = await create({ title: 'Aqua line final', body: '<p>new</p>', state: 'published' });
      expect(again.slug).toBe('aqua-line-final');
      expect((await publicGet(f, '/api/get-blogdata/aqua-line-final')).statusCode).toBe(200);
    });

    it('pages the list, newest change first', async () => {
      const all = json<StaffPostsAnswer>(await send('editor', 'GET', `${PREFIX}?limit=100`));
      const page2 = json<StaffPostsAnswer>(await send('editor', 'GET', `${PREFIX}?limit=3&page=2`));
      expect(page2).toMatchObject({ total: all.total, page: 2, limit: 3 });
      expect(page2.posts).toEqual(all.posts.slice(3, 6));
      const times = all.posts.map((p) => p.updatedAt);
      expect([...times].sort().reverse()).toEqual(times);
      expect((await send('editor', 'GET', `${PREFIX}?limit=0`)).statusCode).toBe(400);
    });
  });
});

describe('a scheduled post on the real clock, with the read cache on', () => {
  let f: Fixture;
  beforeAll(async () => {
    f = await start(Date.now, true);
  });
  afterAll(async () => {
    await f.app.close();
    await f.db.dispose();
  });

  it('appears on the public blog within moments of its time, though the list was cached before', async () => {
    const at = Date.now() + 1500;
    const res = await staffRequest(f.app, 'POST', PREFIX, f.session.editor, {
      title: 'Noida Film City Update',
      body: '<p>x</p>',
      state: 'scheduled',
      publishAt: new Date(at).toISOString(),
    });
    expect(res.statusCode).toBe(201);
    const slug = json<StaffPostAnswer>(res).post.slug;
    expect(await publicSlugs(f)).not.toContain(slug);
    const cached = await publicGet(f, '/api/get-blogs');
    expect(cached.headers['x-cache']).toBe('HIT');
    const version = await dataVersion(f);

    const seen = await until('the post on the public list', async () =>
      (await publicSlugs(f)).includes(slug) ? Date.now() : undefined,
    );
    // Public within moments of its time (well within 5 s), its page and the news feed too.
    expect(seen - at).toBeLessThan(5_000);
    expect(await homeSlugs(f)).toContain(slug);
    expect((await publicGet(f, `/api/get-blogdata/${slug}`)).statusCode).toBe(200);
    // The timer marked it published (which bumped the data version), and bumps once more a little later.
    const stored = await f.app.db
      .selectFrom('blogs')
      .select('state')
      .where('slug', '=', slug)
      .executeTakeFirstOrThrow();
    expect(stored.state).toBe('published');
    const afterFirst = await dataVersion(f);
    expect(afterFirst).toBeGreaterThan(version);
    await until(
      'the settling bump',
      async () => ((await dataVersion(f)) > afterFirst ? true : undefined),
      SETTLE_MS + 3_000,
    );
  });
});
