import zlib from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerReadCache } from './read-cache';

/**
 * The read cache on its own: a small app with the same plugin order as src/app.ts (cache, then
 * compression, then keepCompressed) and a zlib that counts its calls. The cache as part of the
 * whole API is tested in src/app.test.ts and src/plugins/security.test.ts.
 */
const BODY = {
  status: 200,
  items: Array.from({ length: 60 }, (_, i) => ({ id: i, name: `Listing number ${i}`, text: 'x'.repeat(40) })),
};

interface Harness {
  app: FastifyInstance;
  handlerCalls: () => number;
  compressions: Record<string, number>;
}

async function harness(ttlMs = 60_000): Promise<Harness> {
  let calls = 0;
  const compressions: Record<string, number> = { br: 0, gzip: 0, deflate: 0 };
  const counting = {
    ...zlib,
    brotliCompressSync: (buf: zlib.InputType, o?: zlib.BrotliOptions) => (
      compressions.br!++,
      zlib.brotliCompressSync(buf, o)
    ),
    gzipSync: (buf: zlib.InputType, o?: zlib.ZlibOptions) => (compressions.gzip!++, zlib.gzipSync(buf, o)),
    deflateSync: (buf: zlib.InputType, o?: zlib.ZlibOptions) => (compressions.deflate!++, zlib.deflateSync(buf, o)),
  };
  const app = Fastify();
  const cache = registerReadCache(app, { ttlMs });
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip', 'deflate'],
    zlib: counting,
    syncThreshold: 128 * 1024,
  });
  cache.keepCompressed();
  app.get('/cached', { config: { readCache: true } }, async (_req, reply) => {
    calls++;
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(BODY));
  });
  app.get('/small', { config: { readCache: true } }, async () => ({ status: 200 }));
  app.get('/missing', { config: { readCache: true } }, async (_req, reply) => {
    calls++;
    return reply.code(404).send({ statusCode: 404 });
  });
  app.get('/plain', async () => {
    calls++;
    return BODY;
  });
  await app.ready();
  return { app, handlerCalls: () => calls, compressions };
}

const decode = (res: { rawPayload: Buffer; headers: Record<string, unknown> }) => {
  const enc = res.headers['content-encoding'];
  const raw =
    enc === 'br'
      ? zlib.brotliDecompressSync(res.rawPayload)
      : enc === 'gzip'
        ? zlib.gunzipSync(res.rawPayload)
        : enc === 'deflate'
          ? zlib.inflateSync(res.rawPayload)
          : res.rawPayload;
  return JSON.parse(raw.toString('utf8')) as unknown;
};

describe('read cache', () => {
  it('runs the handler once, then answers from memory with the same text', async () => {
    const h = await harness();
    const first = await h.app.inject('/cached');
    const second = await h.app.inject('/cached');
    expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['MISS', 'HIT']);
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(h.handlerCalls()).toBe(1);
    await h.app.close();
  });

  it('keeps the compressed answer per Accept-Encoding and replays it with the same headers', async () => {
    const h = await harness();
    const br = 'gzip, deflate, br';
    const answers = [];
    for (let i = 0; i < 3; i++)
      answers.push(await h.app.inject({ url: '/cached', headers: { 'accept-encoding': br } }));
    expect(answers.map((a) => a.headers['x-cache'])).toEqual(['MISS', 'HIT', 'HIT']);
    // Compressed on the miss, kept, never again.
    expect(h.compressions).toEqual({ br: 1, gzip: 0, deflate: 0 });
    for (const a of answers) {
      expect(a.headers['content-encoding']).toBe('br');
      expect(a.headers.vary).toBe('accept-encoding');
      expect(Number(a.headers['content-length'])).toBe(a.rawPayload.length);
      expect(decode(a)).toEqual(BODY);
    }
    expect(answers[2]!.rawPayload.equals(answers[0]!.rawPayload)).toBe(true);

    // Another Accept-Encoding text gets what the compression plugin picks for it, kept separately.
    const gzip1 = await h.app.inject({ url: '/cached', headers: { 'accept-encoding': 'gzip' } });
    const gzip2 = await h.app.inject({ url: '/cached', headers: { 'accept-encoding': 'gzip' } });
    expect([gzip1.headers['content-encoding'], gzip2.headers['content-encoding']]).toEqual(['gzip', 'gzip']);
    expect(h.compressions).toEqual({ br: 1, gzip: 1, deflate: 0 });
    expect(decode(gzip2)).toEqual(BODY);

    // No Accept-Encoding: the text, uncompressed, never a kept compressed copy.
    const plain = await h.app.inject('/cached');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['x-cache']).toBe('HIT');
    expect(JSON.parse(plain.body)).toEqual(BODY);
    expect(h.handlerCalls()).toBe(1);
    await h.app.close();
  });

  it('keeps at most four compressed copies per answer; others are compressed each time', async () => {
    const h = await harness();
    const texts = ['br', 'br, gzip', 'gzip, deflate, br', 'br;q=1', 'br, deflate'];
    for (const t of texts)
      for (let i = 0; i < 2; i++) await h.app.inject({ url: '/cached', headers: { 'accept-encoding': t } });
    expect(h.compressions.br).toBe(4 + 2);
    await h.app.close();
  });

  it('an answer too small to compress is served as text to everyone', async () => {
    const h = await harness();
    for (let i = 0; i < 2; i++) {
      const res = await h.app.inject({ url: '/small', headers: { 'accept-encoding': 'br' } });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(res.body)).toEqual({ status: 200 });
    }
    expect(h.compressions).toEqual({ br: 0, gzip: 0, deflate: 0 });
    await h.app.close();
  });

  it('keeps no errors, no other methods and no routes that did not opt in', async () => {
    const h = await harness();
    for (let i = 0; i < 2; i++) {
      const missing = await h.app.inject('/missing');
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['x-cache']).toBeUndefined();
      expect((await h.app.inject('/plain')).headers['x-cache']).toBeUndefined();
      expect((await h.app.inject({ method: 'HEAD', url: '/cached' })).headers['x-cache']).toBeUndefined();
    }
    expect(h.handlerCalls()).toBe(2 + 2 + 2);
    await h.app.close();
  });

  it('forgets answers after their time', async () => {
    const h = await harness(30);
    await h.app.inject('/cached');
    expect((await h.app.inject('/cached')).headers['x-cache']).toBe('HIT');
    await new Promise((r) => setTimeout(r, 40));
    expect((await h.app.inject('/cached')).headers['x-cache']).toBe('MISS');
    expect(h.handlerCalls()).toBe(2);
    await h.app.close();
  });
});
