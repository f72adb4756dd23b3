import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { buildApp } from '../../app';
import { createTestDatabase, json, type TestDatabase } from '../../test/helpers';
import { noisyJpeg, solid } from '../../test/photos';
import { createAccount } from '../staff';

/**
 * The photo routes end to end (SQLite, or PostgreSQL under scripts/with-postgres.sh): the guard
 * (401, 403 for an agent, 403 without the CSRF token), an upload round trip built as multipart by
 * hand, refusals (disguised script, oversized file, too many files, a bomb), changes and deletion
 * with their audit entries and files, and the public route's bytes, headers and strict paths.
 */

const SITE = 'http://localhost:3000';
const ADMIN = { email: 'asha.admin@example.in', password: 'orchid lantern basalt 42' };
const EDITOR = { email: 'eddie.editor@example.in', password: 'copper meadow violin 17' };
const AGENT = { email: 'anil.agent@example.in', password: 'harbour tulip granite 9' };

let tdb: TestDatabase;
let app: FastifyInstance;
let listings: number[];

beforeAll(async () => {
  tdb = await createTestDatabase();
  app = await buildApp({
    databaseUrl: tdb.databaseUrl,
    dataDir: tdb.dataDir,
    seed: { listings: 4 },
    siteUrl: SITE,
  });
  const byCommand = { via: 'command' } as const;
  await createAccount(app.db, { ...ADMIN, role: 'admin' }, byCommand, Date.now());
  await createAccount(app.db, { ...EDITOR, role: 'editor' }, byCommand, Date.now());
  await createAccount(app.db, { ...AGENT, role: 'agent' }, byCommand, Date.now());
  listings = (await app.db.selectFrom('listings').select('id').orderBy('id').execute()).map((r) => Number(r.id));
});
afterAll(async () => {
  await app.close();
  await tdb.dispose();
});

interface Session {
  cookie: string;
  csrf: string;
}

let nextAddress = 1;
async function signIn(who: { email: string; password: string }): Promise<Session> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/staff/session',
    payload: who,
    remoteAddress: `203.0.113.${nextAddress++}`,
  });
  expect(res.statusCode).toBe(200);
  const header = res.headers['set-cookie'];
  const first = Array.isArray(header) ? header[0] : header;
  return { cookie: (first ?? '').split(';')[0] ?? '', csrf: json<{ csrfToken: string }>(res).csrfToken };
}

interface Upload {
  name: string;
  data: Buffer;
  type?: string;
}

/** A multipart/form-data body, built by hand as a browser would send it. */
function multipart(files: Upload[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----photoTest${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const f of files)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="${f.name}"\r\n` +
          `Content-Type: ${f.type ?? 'image/jpeg'}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const call = (
  method: InjectOptions['method'],
  url: string,
  s?: Partial<Session>,
  extra: { payload?: Buffer | object; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> =>
  app.inject({
    method,
    url,
    headers: {
      ...(s?.cookie !== undefined ? { cookie: s.cookie } : {}),
      ...(s?.csrf !== undefined ? { 'x-csrf-token': s.csrf } : {}),
      ...extra.headers,
    },
    ...(extra.payload !== undefined ? { payload: extra.payload } : {}),
  });

const upload = (s: Partial<Session>, listingId: number, files: Upload[]) =>
  call('POST', `/api/staff/listings/${listingId}/photos`, s, multipart(files));

interface StaffPhoto {
  id: string;
  listingId: number;
  position: number;
  alt: string;
  width: number;
  height: number;
  createdAt: string;
  variants: { width: number; height: number; urls: { avif: string; webp: string; jpg: string } }[];
  sources: { src: string; srcSet: { avif: string; webp: string; jpeg: string }; width: number; height: number };
}

const photosDir = () => path.join(tdb.dataDir, 'photos');
/** Photo folders on disk (leftovers included, so a refused upload is seen to leave nothing). */
const folders = () => (fs.existsSync(photosDir()) ? fs.readdirSync(photosDir()).sort() : []);
const auditOf = (subject: string) =>
  app.db.selectFrom('audit_log').selectAll().where('subject', '=', subject).orderBy('id').execute();

let editor: Session;
beforeAll(async () => {
  editor = await signIn(EDITOR);
});

describe('the guard', () => {
  const fakeId = 'AAAAAAAAAAAAAAAA';
  const routes = (listingId: number): [InjectOptions['method'], string][] => [
    ['POST', `/api/staff/listings/${listingId}/photos`],
    ['GET', `/api/staff/listings/${listingId}/photos`],
    ['PATCH', `/api/staff/photos/${fakeId}`],
    ['DELETE', `/api/staff/photos/${fakeId}`],
  ];

  it('answers 401 without a session, and never caches', async () => {
    for (const [method, url] of routes(listings[0] ?? 1)) {
      const res = await call(method, url, undefined, method === 'PATCH' ? { payload: { alt: 'x' } } : {});
      expect([method, res.statusCode]).toEqual([method, 401]);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers 403 to an agent', async () => {
    const agent = await signIn(AGENT);
    for (const [method, url] of routes(listings[0] ?? 1)) {
      const res = await call(method, url, agent, method === 'PATCH' ? { payload: { alt: 'x' } } : {});
      expect([method, res.statusCode, json<{ message: string }>(res).message]).toEqual([
        method,
        403,
        'Your role does not allow this.',
      ]);
    }
  });

  it('answers 403 to a write without the CSRF token, before reading the upload', async () => {
    const photo = await solid(640, 480).jpeg().toBuffer();
    const res = await upload({ cookie: editor.cookie }, listings[0] ?? 1, [{ name: 'a.jpg', data: photo }]);
    expect(res.statusCode).toBe(403);
    expect(json<{ message: string }>(res).message).toMatch(/X-CSRF-Token/);
    const patch = await call(
      'PATCH',
      `/api/staff/photos/${fakeId}`,
      { cookie: editor.cookie },
      { payload: { alt: 'x' } },
    );
    expect(patch.statusCode).toBe(403);
    const del = await call('DELETE', `/api/staff/photos/${fakeId}`, { cookie: editor.cookie });
    expect(del.statusCode).toBe(403);
    expect(folders()).toEqual([]);
  });

  it('admits an admin too', async () => {
    const admin = await signIn(ADMIN);
    const res = await call('GET', `/api/staff/listings/${listings[0] ?? 1}/photos`, admin);
    expect(res.statusCode).toBe(200);
  });
});

describe('upload, list, change, delete', () => {
  it('stores an upload as variants on disk, answers them with their URLs, and audits it', async () => {
    const listingId = listings[0] ?? 1;
    const gps = await noisyJpeg(1000, 750, (s) =>
      s.withExif({ IFD0: { Make: 'SecretCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '28/1 32/1 0/1' } }),
    );
    const png = await solid(1600, 900, '#336699').png().toBuffer();
    const res = await upload(editor, listingId, [
      { name: 'living room.jpg', data: gps },
      { name: 'plan.png', data: png, type: 'image/png' },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const { photos } = json<{ photos: StaffPhoto[] }>(res);
    expect(photos).toHaveLength(2);
    const [first, second] = photos;
    expect(first).toMatchObject({ listingId, position: 0, alt: '', width: 1000, height: 750 });
    expect(first?.id).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(first?.variants.map((v) => [v.width, v.height])).toEqual([
      [320, 240],
      [640, 480],
      [960, 720],
      [1000, 750],
    ]);
    expect(first?.variants[0]?.urls).toEqual({
      avif: `/api/images/photos/${first?.id}/320.avif`,
      webp: `/api/images/photos/${first?.id}/320.webp`,
      jpg: `/api/images/photos/${first?.id}/320.jpg`,
    });
    expect(first?.sources).toMatchObject({ src: `/api/images/photos/${first?.id}/960.jpg`, width: 960, height: 720 });
    expect(second).toMatchObject({ position: 1, width: 1600, height: 900 });

    // On disk: every width in every format, and nothing of the GPS EXIF.
    const files = fs.readdirSync(path.join(photosDir(), first?.id ?? '')).sort();
    expect(files).toEqual(['1000', '320', '640', '960'].flatMap((w) => [`${w}.avif`, `${w}.jpg`, `${w}.webp`]).sort());
    const stored = fs.readFileSync(path.join(photosDir(), first?.id ?? '', '1000.jpg'));
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    expect(stored.includes('SecretCam')).toBe(false);

    const listed = await call('GET', `/api/staff/listings/${listingId}/photos`, editor);
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['cache-control']).toBe('no-store');
    expect(json<{ photos: StaffPhoto[] }>(listed).photos.map((p) => p.id)).toEqual([first?.id, second?.id]);

    const audit = await auditOf(`photo:${first?.id}`);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'photo.create', via: 'api', before: null });
    expect(JSON.parse(audit[0]?.after ?? 'null')).toEqual({
      listingId,
      position: 0,
      alt: '',
      width: 1000,
      height: 750,
      widths: [320, 640, 960, 1000],
    });
  });

  it('changes alt text and order (positions stay 0, 1, 2, …), audited, and refuses bad input', async () => {
    const listingId = listings[1] ?? 2;
    const photo = await solid(640, 480).jpeg().toBuffer();
    const res = await upload(editor, listingId, [
      { name: 'a.jpg', data: photo },
      { name: 'b.jpg', data: photo },
      { name: 'c.jpg', data: photo },
    ]);
    const [a, b, c] = json<{ photos: StaffPhoto[] }>(res).photos.map((p) => p.id);
    const patched = await call('PATCH', `/api/staff/photos/${c}`, editor, {
      payload: { alt: '  Living room facing the park  ', position: 0 },
    });
    expect(patched.statusCode).toBe(200);
    expect(json<{ photo: StaffPhoto }>(patched).photo).toMatchObject({
      id: c,
      alt: 'Living room facing the park',
      position: 0,
    });
    const listed = json<{ photos: StaffPhoto[] }>(await call('GET', `/api/staff/listings/${listingId}/photos`, editor));
    expect(listed.photos.map((p) => [p.id, p.position])).toEqual([
      [c, 0],
      [a, 1],
      [b, 2],
    ]);
    const audit = await auditOf(`photo:${c}`);
    expect(audit.map((e) => e.action)).toEqual(['photo.create', 'photo.update']);
    expect(JSON.parse(audit[1]?.before ?? '{}')).toMatchObject({ alt: '', position: 2 });
    expect(JSON.parse(audit[1]?.after ?? '{}')).toMatchObject({ alt: 'Living room facing the park', position: 0 });

    for (const payload of [
      {},
      { alt: 'x'.repeat(301) },
      { position: -1 },
      { position: 1.5 },
      { alt: 'a\nb' },
      { other: 1 },
    ])
      expect((await call('PATCH', `/api/staff/photos/${c}`, editor, { payload })).statusCode).toBe(400);
    expect((await call('PATCH', '/api/staff/photos/not-an-id', editor, { payload: { alt: 'x' } })).statusCode).toBe(
      400,
    );
    expect(
      (await call('PATCH', '/api/staff/photos/AAAAAAAAAAAAAAAA', editor, { payload: { alt: 'x' } })).statusCode,
    ).toBe(404);
  });

  it('deletes a photo with its files, renumbers the rest, audits it, and the public URL is gone', async () => {
    const listingId = listings[2] ?? 3;
    const photo = await solid(640, 480).jpeg().toBuffer();
    const res = await upload(editor, listingId, [
      { name: 'a.jpg', data: photo },
      { name: 'b.jpg', data: photo },
    ]);
    const [a, b] = json<{ photos: StaffPhoto[] }>(res).photos.map((p) => p.id);
    expect((await call('GET', `/api/images/photos/${a}/640.webp`)).statusCode).toBe(200);

    const del = await call('DELETE', `/api/staff/photos/${a}`, editor);
    expect(del.statusCode).toBe(204);
    expect(fs.existsSync(path.join(photosDir(), a ?? ''))).toBe(false);
    expect(folders().filter((f) => f.startsWith('.'))).toEqual([]);
    expect((await call('GET', `/api/images/photos/${a}/640.webp`)).statusCode).toBe(404);
    const listed = json<{ photos: StaffPhoto[] }>(await call('GET', `/api/staff/listings/${listingId}/photos`, editor));
    expect(listed.photos.map((p) => [p.id, p.position])).toEqual([[b, 0]]);
    const audit = await auditOf(`photo:${a}`);
    expect(audit.map((e) => [e.action, e.after])).toEqual([
      ['photo.create', expect.any(String)],
      ['photo.delete', null],
    ]);
    expect((await call('DELETE', `/api/staff/photos/${a}`, editor)).statusCode).toBe(404);
  });
});

describe('refused uploads store nothing', () => {
  const listingId = () => listings[3] ?? 4;
  const message = (res: LightMyRequestResponse) => json<{ message: string }>(res).message;
  let before: string[];
  beforeEach(() => {
    before = folders();
  });
  afterEach(() => {
    expect(folders()).toEqual(before);
  });

  it('refuses a script named .jpg, naming the file', async () => {
    const good = await solid(640, 480).jpeg().toBuffer();
    const res = await upload(editor, listingId(), [
      { name: 'good.jpg', data: good },
      { name: 'holiday.jpg', data: Buffer.from('<?php system($_GET["c"]); ?>') },
    ]);
    expect(res.statusCode).toBe(400);
    expect(message(res)).toBe(
      "'holiday.jpg': The file is not an image this site accepts (JPEG, PNG, WebP, AVIF or HEIF). Nothing was stored.",
    );
  });

  it('refuses a file over 15 MB with 413', async () => {
    const res = await upload(editor, listingId(), [{ name: 'huge.jpg', data: Buffer.alloc(15 * 1024 * 1024 + 1, 1) }]);
    expect(res.statusCode).toBe(413);
    expect(message(res)).toBe("'huge.jpg' is larger than 15 MB: nothing was stored.");
  });

  it('refuses a decompression bomb with 413', async () => {
    const bomb = await solid(10000, 10000, '#ffffff').png({ compressionLevel: 9 }).toBuffer();
    const res = await upload(editor, listingId(), [{ name: 'bomb.png', data: bomb, type: 'image/png' }]);
    expect(res.statusCode).toBe(413);
    expect(message(res)).toBe("'bomb.png': The image is larger than 40 megapixels. Nothing was stored.");
  });

  it('refuses more than 20 files in one upload (413) and more than 20 photos on a listing (400)', async () => {
    const small = await solid(400, 300).jpeg().toBuffer();
    const many = Array.from({ length: 21 }, (_, i) => ({ name: `p${i}.jpg`, data: small }));
    const res = await upload(editor, listingId(), many);
    expect(res.statusCode).toBe(413);
    expect(message(res)).toBe('At most 20 photos per upload: nothing was stored.');

    const first = await upload(editor, listingId(), many.slice(0, 18));
    expect(first.statusCode).toBe(201);
    before = folders();
    const over = await upload(editor, listingId(), many.slice(0, 3));
    expect(over.statusCode).toBe(400);
    expect(message(over)).toBe('A listing has at most 20 photos and this one has 18: nothing was stored.');
  });

  it('refuses an unknown listing (404), a malformed id (400), a body that is not multipart (415) or holds no file (400)', async () => {
    const photo = await solid(640, 480).jpeg().toBuffer();
    expect((await upload(editor, 999_999, [{ name: 'a.jpg', data: photo }])).statusCode).toBe(404);
    expect((await call('POST', '/api/staff/listings/abc/photos', editor, multipart([]))).statusCode).toBe(400);
    expect((await call('GET', '/api/staff/listings/999999/photos', editor)).statusCode).toBe(404);
    const asJson = await call('POST', `/api/staff/listings/${listingId()}/photos`, editor, { payload: { a: 1 } });
    expect(asJson.statusCode).toBe(415);
    const empty = await call('POST', `/api/staff/listings/${listingId()}/photos`, editor, multipart([]));
    expect(empty.statusCode).toBe(400);
    expect(message(empty)).toBe('The upload holds no photo file.');
  });

  it('keeps multipart away from every other route', async () => {
    const res = await call(
      'POST',
      '/api/request-form',
      undefined,
      multipart([{ name: 'a.jpg', data: Buffer.from('x') }]),
    );
    expect(res.statusCode).toBe(415);
  });
});

describe('the public route', () => {
  let id: string;
  beforeAll(async () => {
    const res = await upload(editor, listings[0] ?? 1, [{ name: 'x.jpg', data: await noisyJpeg(800, 600) }]);
    id = json<{ photos: StaffPhoto[] }>(res).photos[0]?.id ?? '';
  });

  it('serves each variant with its type and a year of immutable caching', async () => {
    for (const [ext, type, format] of [
      ['avif', 'image/avif', 'heif'],
      ['webp', 'image/webp', 'webp'],
      ['jpg', 'image/jpeg', 'jpeg'],
    ] as const) {
      const res = await call('GET', `/api/images/photos/${id}/640.${ext}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.rawPayload.equals(fs.readFileSync(path.join(photosDir(), id, `640.${ext}`)))).toBe(true);
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([format, 640, 480]);
    }
  });

  it('answers 404 for an unknown photo or width, and 400 for anything not shaped like a variant (no traversal)', async () => {
    expect((await call('GET', `/api/images/photos/AAAAAAAAAAAAAAAA/640.jpg`)).statusCode).toBe(404);
    expect((await call('GET', `/api/images/photos/${id}/1280.jpg`)).statusCode).toBe(404);
    for (const url of [
      `/api/images/photos/${id}/640.png`,
      `/api/images/photos/${id}/0640.jpg`,
      `/api/images/photos/${id}/640.jpg.bak`,
      `/api/images/photos/${id}/..%2F..%2Fsite.db`,
      `/api/images/photos/..%2F..%2Fsite.db/640.jpg`,
      `/api/images/photos/.partial-${id}/640.jpg`,
      `/api/images/photos/${id.slice(0, 15)}%00/640.jpg`,
    ]) {
      const res = await call('GET', url);
      expect([url, [400, 404].includes(res.statusCode)]).toEqual([url, true]);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
    const traversal = await call('GET', '/api/images/photos/..%2F..%2Fsite.db/640.jpg');
    expect(traversal.statusCode).toBe(400);
  });
});
