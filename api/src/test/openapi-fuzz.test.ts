import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../app';
import { createTestDatabase, type TestDatabase } from './helpers';
import { OpenApiChecker, type DocumentedOperation, type OpenApiDocument, type OpenApiSchema } from './openapi';

/**
 * Property-based fuzzing of every operation of the API's own OpenAPI document: every path,
 * query and header parameter and both request bodies get plausible values, hostile text, huge
 * numbers, unicode (lone surrogates and NUL included) and prototype names. Any 5xx, and any
 * answer the document does not describe (status, media type, body), fails.
 *
 * Fixed seed, bounded runs: API_FUZZ_RUNS (per input of an operation, default 60) and API_FUZZ_SEED
 * widen a local run, e.g. `API_FUZZ_RUNS=2000 npx jest src/test/openapi-fuzz.test.ts`.
 * The figures are printed and written to reports/fuzz/api-openapi.json.
 */

const RUNS = positiveIntEnv('API_FUZZ_RUNS') ?? 60;
const SEED = positiveIntEnv('API_FUZZ_SEED') ?? 20261126;
const REPORT = path.resolve(__dirname, '../../../reports/fuzz/api-openapi.json');

function positiveIntEnv(name: string): number | undefined {
  const raw = process.env[name];
  return raw && /^\d+$/.test(raw) ? Number(raw) : undefined;
}

// ---------------------------------------------------------------------------------------------
// Values

/** Text that broke, or could break, a server: names of Object members, injections, paths. */
const PROTOTYPE_NAMES = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'prototype',
  '__defineGetter__',
  'isPrototypeOf',
];
const HOSTILE_TEXT = [
  "' OR 1=1 --",
  '"; DROP TABLE listings; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../etc/passwd',
  '..\\..\\windows',
  '${7*7}',
  '{{7*7}}',
  '%',
  '_',
  '\\',
  '*',
  ',',
  ',,,',
  '   ',
  '',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '-',
  '+',
];
const HUGE_NUMBERS = [
  '0',
  '-0',
  '-1',
  '1.5',
  '1e3',
  '1e308',
  '-1e308',
  'NaN',
  'Infinity',
  '2147483647',
  '2147483648',
  '9007199254740993',
  '0x10',
  '+1',
  ' 1 ',
  '00000001',
  '9'.repeat(400),
];
const UNICODE = [
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF',
  '\uDC00\uD800',
  'x\uDBFF',
  '🏠',
  'नोएडा',
  '\u202Eevil',
  '\uFEFF',
  '\u200B',
  'İ',
  'ß',
  'ﬃ',
  '\r\n',
  '\t',
  '\u0085',
  '\uFFFF',
  '\uFFFD',
];

/** Text already percent-encoded, sent as is: malformed escapes, encoded separators, WTF-8 surrogates. */
const RAW_ENCODED = [
  '%',
  '%%',
  '%E0%A4%A',
  '%ED%A0%80',
  '%ED%BF%BF',
  '%C0%AF',
  '%00',
  '%2F',
  '..%2F..%2F',
  '%252e%252e',
  '%FF',
  '+',
  '%2B',
  '%26x%3D1',
];

type Piece = { text: string } | { raw: string };

const unitsAnyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((n) => String.fromCharCode(n));

/** Any text a client could send, weighted toward what tends to break servers. */
const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...PROTOTYPE_NAMES) },
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_TEXT, ...HUGE_NUMBERS, ...UNICODE) },
  { weight: 2, arbitrary: fc.string({ unit: unitsAnyCodeUnit, maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }).map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('x', '9', '🏠', '\uD800', ','), fc.integer({ min: 50, max: 3000 }))
      .map(([c, n]) => c.repeat(n)),
  },
);

/** Plausible values per parameter name (the document says "text"; these reach the deeper paths). */
const PLAUSIBLE: Readonly<Record<string, readonly string[]>> = {
  cityname: ['noida', 'gurgaon', 'ghaziabad', 'Gandhi Nagar', 'gandhi-nagar', 'atlantis'],
  queryLocation: ['all', 'sector-150', 'sector-62', 'sector-999', 'ALL'],
  property_type: ['r', 'c', 'R'],
  queryCategory: ['residential', 'commercial'],
  pid: ['1', '2', '120', '239', '999999', '2147483647', '2147483648'],
  slug: ['buying-your-first-home-in-noida-a-step-by-step-guide', 'no-such-post', 'A-B'],
  folder: ['property', 'blogs', 'banners', 'projects', 'banks', 'team', 'gallery', 'videos', 'site', 'nope'],
  file: [
    'p-1-1.svg',
    'p-20-4.svg',
    'fallback.svg',
    'blog-1.svg',
    'banner-8.svg',
    'logo.svg',
    'logo-1.svg',
    'x.svg',
    'p-1-1.SVG',
  ],
  rooms: ['1', '2,3', '5', '2,', ',', ''],
  bathrooms: ['1', '1,4'],
  washrooms: ['1,2', '3'],
  status: ['New Launch', 'Resale', 'Upcomming', 'upcoming', 'resale,new launch'],
  price: ['0-50', '51-100', '101-200', '201-500', '500+', '500', '0-50,500+'],
  furnishing: ['Full', 'semi', 'None,Full'],
  type: ['Apartment', 'villa', 'office', 'house'],
  q: ['ats-pristine', 'Godrej Properties', 'mahagun', '100%', 'a_b'],
  sort: ['newest', 'price_asc', 'price_desc'],
  page: ['1', '2', '999', '100000', '100001'],
  pageSize: ['1', '24', '100', '101'],
  name: ['Asha Verma', 'R'],
  email: ['asha@example.com', 'r@example.co.in', 'not-an-email', ' asha@example.com '],
  phone: ['9810012345', '+91 98100 12345', '098100-12345', '', '12345'],
  subject: ['Flat in Sector 150'],
  message: ['Please call me after 6 pm.'],
  website: ['', 'http://spam.example'],
  'idempotency-key': ['key-1', 'key-2', '550e8400-e29b-41d4-a716-446655440000'],
};

/** Values for one parameter: its plausible ones, its schema's edges, and hostile text. */
function textFor(name: string, schema: OpenApiSchema | undefined): fc.Arbitrary<string> {
  const edges: string[] = [];
  if (typeof schema?.maxLength === 'number') edges.push('7'.repeat(schema.maxLength), 'a'.repeat(schema.maxLength + 1));
  if (Array.isArray(schema?.enum)) edges.push(...schema.enum.map(String));
  const plausible = [...(PLAUSIBLE[name] ?? []), ...edges];
  return plausible.length > 0
    ? fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...plausible) }, { weight: 3, arbitrary: hostileText })
    : hostileText;
}

const piece = (text: fc.Arbitrary<string>): fc.Arbitrary<Piece> =>
  fc.oneof(
    { weight: 9, arbitrary: text.map((t) => ({ text: t })) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_ENCODED).map((r) => ({ raw: r })) },
  );

/**
 * Percent-encodes text the way a client's bytes would arrive: UTF-8 for well-formed text, and
 * the 3-byte (WTF-8) form for a lone surrogate, which encodeURIComponent refuses to encode.
 */
export function encodeAnyText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i++;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(text[i] as string);
    }
  }
  return out;
}

const encodePiece = (p: Piece) => ('raw' in p ? p.raw : encodeAnyText(p.text));

/** Header values must be Latin-1 without control characters, or the client refuses to send them. */
const headerSafe = (text: string) => text.replace(/[^\t\x20-\x7e\x80-\xff]/g, '?');

// ---------------------------------------------------------------------------------------------
// Requests

interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/**
 * One input of a request: a path, query or header parameter, a body field, or an extra key.
 * `plausible` keeps it out of the way (a good value, or absent when optional); `hostile` is the
 * attack. Most requests attack one slot with the others plausible, so that a bad value is not
 * hidden behind another parameter's 400; the rest attack every slot at random.
 */
interface Slot<T> {
  plausible: fc.Arbitrary<T>;
  hostile: fc.Arbitrary<T>;
}

function slotsPick<T extends unknown[]>(slots: { [K in keyof T]: Slot<T[K]> }): fc.Arbitrary<T> {
  const n = slots.length;
  if (n === 0) return fc.constant([] as unknown as T);
  const focus = fc.oneof(
    { weight: 3, arbitrary: fc.constant(-1) },
    { weight: 7, arbitrary: fc.integer({ min: 0, max: n - 1 }) },
  );
  const each = slots.map((slot) =>
    fc.record({
      plausible: slot.plausible as fc.Arbitrary<unknown>,
      hostile: slot.hostile as fc.Arbitrary<unknown>,
      wild: fc.boolean(),
    }),
  );
  return fc
    .tuple(focus, fc.tuple(...each))
    .map(([f, values]) => values.map((v, i) => ((f === -1 ? v.wild : f === i) ? v.hostile : v.plausible)) as T);
}

const maybe = <T>(arb: fc.Arbitrary<T>, required: boolean | undefined): fc.Arbitrary<T | null> =>
  required ? arb : fc.option(arb, { freq: 3 });

function plausibleText(name: string): fc.Arbitrary<string> | undefined {
  const values = PLAUSIBLE[name];
  return values && values.length > 0 ? fc.constantFrom(...values) : undefined;
}

function requestsFor(op: DocumentedOperation): { arbitrary: fc.Arbitrary<FuzzRequest>; slots: number } {
  const params = op.operation.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const headerParams = params.filter((p) => p.in === 'header');
  const bodySchema = op.operation.requestBody?.content['application/json']?.schema;
  const fields = Object.entries((bodySchema?.properties ?? {}) as Record<string, OpenApiSchema>);

  type Value = Piece[] | string | unknown | null;
  const slots: Slot<Value>[] = [];
  const hostilePiece = piece(hostileText);

  for (const p of pathParams) {
    const good = plausibleText(p.name) ?? fc.constant('x');
    slots.push({
      plausible: good.map((t) => [{ text: t }]),
      hostile: piece(textFor(p.name, p.schema)).map((x) => [x]),
    });
  }
  for (const p of queryParams) {
    const good = plausibleText(p.name);
    slots.push({
      plausible: good
        ? maybe(
            good.map((t) => [{ text: t }]),
            false,
          )
        : fc.constant(null),
      hostile: fc.array(fc.oneof(hostilePiece, piece(textFor(p.name, p.schema))), { minLength: 1, maxLength: 2 }),
    });
  }
  // An undocumented query key now and then: a prototype name, a wrong case, nothing.
  if (op.method === 'GET')
    slots.push({
      plausible: fc.constant(null),
      hostile: fc.tuple(piece(fc.constantFrom(...PROTOTYPE_NAMES, 'unknown', 'Rooms', '')), hostilePiece),
    });
  for (const p of headerParams) {
    const good = plausibleText(p.name) ?? fc.constant('x');
    slots.push({ plausible: maybe(good, p.required), hostile: textFor(p.name, p.schema).map(headerSafe) });
  }
  for (const [name, schema] of fields) {
    const good = plausibleText(name) ?? fc.constant('x');
    const required = ((bodySchema?.required as string[] | undefined) ?? []).includes(name);
    slots.push({
      plausible: maybe(good, required),
      hostile: fc.oneof(
        { weight: 5, arbitrary: textFor(name, schema) as fc.Arbitrary<unknown> },
        { weight: 1, arbitrary: otherJson },
        { weight: 1, arbitrary: fc.constant(null) },
      ),
    });
  }
  if (bodySchema)
    slots.push({
      plausible: fc.constant(null),
      hostile: fc.tuple(fc.constantFrom(...PROTOTYPE_NAMES, 'extra', 'id', 'ip'), otherJson),
    });

  const transport = fc.record({
    encoding: fc.option(fc.constantFrom('br', 'gzip', 'deflate', 'br, gzip', 'identity', '*', 'x'), { freq: 3 }),
    contentType: fc.oneof(
      { weight: 12, arbitrary: fc.constant('application/json') },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          'application/json; charset=utf-8',
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/xml',
          'multipart/form-data; boundary=x',
          'application/json; charset=utf-16',
          'APPLICATION/JSON',
          '',
          'x/y',
        ),
      },
    ),
    rawBody: fc.option(fc.constantFrom(...RAW_BODIES), { freq: 12 }),
  });

  const arbitrary = fc.tuple(slotsPick(slots), transport).map(([values, t]): FuzzRequest => {
    let k = 0;
    let url = op.template;
    for (const p of pathParams) url = url.replace(`{${p.name}}`, (values[k++] as Piece[]).map(encodePiece).join(''));
    const pairs: string[] = [];
    for (const p of queryParams) {
      for (const v of (values[k++] as Piece[] | null) ?? [])
        pairs.push(`${encodeURIComponent(p.name)}=${encodePiece(v)}`);
    }
    if (op.method === 'GET') {
      const extra = values[k++] as [Piece, Piece] | null;
      if (extra) pairs.push(`${encodePiece(extra[0])}=${encodePiece(extra[1])}`);
    }
    const headers: Record<string, string> = {};
    for (const p of headerParams) {
      const v = values[k++] as string | null;
      if (v !== null) headers[p.name] = v;
    }
    if (t.encoding) headers['accept-encoding'] = t.encoding;
    const request: FuzzRequest = {
      method: op.method,
      url: `${url}${pairs.length > 0 ? `?${pairs.join('&')}` : ''}`,
      headers,
    };
    if (bodySchema) {
      // Built as text: JSON.stringify of an object drops a '__proto__' key set by assignment.
      const members: string[] = [];
      for (const [name] of fields) {
        const v = values[k++];
        if (v !== null) members.push(`${JSON.stringify(name)}:${JSON.stringify(v) ?? 'null'}`);
      }
      const extra = values[k] as [string, unknown] | null;
      if (extra) members.push(`${JSON.stringify(extra[0])}:${JSON.stringify(extra[1]) ?? 'null'}`);
      request.payload = t.rawBody ?? `{${members.join(',')}}`;
      if (t.contentType) headers['content-type'] = t.contentType;
    }
    return request;
  });
  return { arbitrary, slots: slots.length };
}

/** JSON values that are not text: what a confused or hostile client puts in a field. */
const otherJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1e308, 2 ** 53 + 2, [], {}, ['a'], { toString: 'x' }),
  fc.double(),
  fc.jsonValue({ maxDepth: 2 }),
);

/** Whole bodies that are not a form at all. */
const RAW_BODIES = [
  '',
  '{',
  '{"name":',
  'null',
  '[]',
  '"text"',
  '1e999',
  '{"__proto__":{"polluted":true},"name":"A","email":"a@b.in"}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  `${'['.repeat(8000)}${']'.repeat(8000)}`,
  `{"message":"${'x'.repeat(17 * 1024)}"}`,
  '\u0000',
  '{"name":"\\ud800","email":"a@b.in"}',
  '{"name":"A\\u0000","email":"a@b.in","phone":"9810012345","subject":"S","message":"M"}',
];

// ---------------------------------------------------------------------------------------------
// The run

interface Figures {
  seed: number;
  runsPerInput: number;
  requests: number;
  serverErrors: number;
  schemaMismatches: number;
  byStatus: Record<string, number>;
  byOperation: Record<string, number>;
  failures: string[];
}

let db: TestDatabase;
let app: FastifyInstance;
let checker: OpenApiChecker;
const figures: Figures = {
  seed: SEED,
  runsPerInput: RUNS,
  requests: 0,
  serverErrors: 0,
  schemaMismatches: 0,
  byStatus: {},
  byOperation: {},
  failures: [],
};

beforeAll(async () => {
  db = await createTestDatabase();
  // A rate limit high enough never to answer for the fuzzer (429 is checked elsewhere).
  app = await buildApp({ databaseUrl: db.databaseUrl, dataDir: db.dataDir, writeRateLimit: 1_000_000 });
  checker = new OpenApiChecker(app.swagger() as unknown as OpenApiDocument);
});

afterAll(async () => {
  await app?.close();
  await db?.dispose();
  const summary = `OpenAPI fuzz (seed ${figures.seed}, ${figures.runsPerInput} runs per input): ${figures.requests} requests, ${figures.serverErrors} 5xx, ${figures.schemaMismatches} schema mismatches; statuses ${JSON.stringify(figures.byStatus)}`;
  process.stdout.write(`\n${summary}\n`);
  fs.mkdirSync(path.dirname(REPORT), { recursive: true });
  fs.writeFileSync(REPORT, `${JSON.stringify({ ...figures, failures: figures.failures.slice(0, 50) }, null, 2)}\n`);
});

async function send(req: FuzzRequest): Promise<void> {
  const opts: InjectOptions = {
    method: req.method as InjectOptions['method'],
    url: req.url,
    headers: req.headers,
    remoteAddress: '203.0.113.77',
  };
  if (req.payload !== undefined) opts.payload = req.payload;
  const res = await app.inject(opts);
  figures.requests++;
  figures.byStatus[res.statusCode] = (figures.byStatus[res.statusCode] ?? 0) + 1;
  const problems = checker.problems({
    method: req.method,
    url: req.url,
    statusCode: res.statusCode,
    headers: res.headers,
    rawPayload: res.rawPayload,
  });
  if (res.statusCode >= 500) figures.serverErrors++;
  if (problems.length > 0) figures.schemaMismatches++;
  if (res.statusCode >= 500 || problems.length > 0) {
    const failure = `${req.method} ${req.url} → ${res.statusCode} ${res.body.slice(0, 200)}${problems.length > 0 ? `\n  ${problems.join('\n  ')}` : ''}`;
    figures.failures.push(failure);
    throw new Error(failure);
  }
}

describe('fuzzing every operation of the OpenAPI document', () => {
  it('the document has operations to fuzz', () => {
    expect(checker.list().length).toBeGreaterThanOrEqual(18);
  });

  it('encodes any text as a client would send its bytes', () => {
    expect(encodeAnyText('a b/ü🏠')).toBe('a%20b%2F%C3%BC%F0%9F%8F%A0');
    expect(encodeAnyText('\uD800x\uDFFF')).toBe('%ED%A0%80x%ED%BF%BF');
  });

  it('every operation: no 5xx, every answer as documented', async () => {
    const ops = checker.list();
    for (const [index, op] of ops.entries()) {
      const name = `${op.method} ${op.template}`;
      figures.byOperation[name] = 0;
      const { arbitrary, slots } = requestsFor(op);
      await fc.assert(
        fc.asyncProperty(arbitrary, async (req) => {
          figures.byOperation[name] = (figures.byOperation[name] ?? 0) + 1;
          await send(req);
        }),
        // More inputs, more runs: each slot gets about RUNS requests of its own.
        { seed: SEED + index, numRuns: RUNS * (1 + slots) },
      );
    }
    expect(Object.keys(figures.byOperation)).toHaveLength(ops.length);
    expect(figures.requests).toBeGreaterThanOrEqual(ops.length * RUNS);
    // Thousands of requests, about 60 per input of each of the 28 operations: the limit is the
    // work's, not a speed expected of the machine.
  }, 180_000);
});
