import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { createTestDatabase, json, refOf, type TestDatabase } from '../../test/helpers';
import { forgetCommand, leadsCommand, UsageError } from './commands';
import { readDeliveryConfig } from '../../config';
import { emlFile, folderMailer } from './mailer';
import { buildMessage } from './message';
import { STAFF_EXPORT_PATH } from './staffRoutes';
import { GUESS_WINDOW_MS, MAX_GUESSES } from './tokenGuesses';
import { loadSubmission } from './submission';
import { DeliveryWorker, type WorkerLog } from './worker';

/**
 * Getting data out and deleting it: the staff export (command and authenticated route), the
 * retention sweep (with a moved clock), deleting one person's submissions, and what the logs
 * never hold. The export route is hidden from the OpenAPI document, so this file builds its app
 * without the document check of the other tests.
 */

const TOKEN = 'staff-token-0123456789abcdef0123456789abcdef';
const visitor = {
  name: 'Meera Kapoor Zq',
  email: 'Meera.Kapoor.zq@example.com',
  phone: '+91 99887 76655',
  subject: 'Villa near Yamuna Expressway',
  message: '=HYPERLINK("http://x") call after 6 pm, "thanks", ok',
};
const other = { name: 'Arjun Rao', email: 'arjun@example.com', phone: '9123456780', subject: 'Office', message: 'Hi' };

let db: TestDatabase;
let app: FastifyInstance;
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _enc, done) {
    logLines.push(chunk.toString('utf8'));
    done();
  },
});

beforeAll(async () => {
  db = await createTestDatabase();
  app = await buildApp({
    databaseUrl: db.databaseUrl,
    dataDir: db.dataDir,
    logger: true,
    logStream,
    staffToken: TOKEN,
    writeRateLimit: 1000,
  });
});
afterAll(async () => {
  await app.close();
  await db.dispose();
});

const post = async (url: string, payload: object) => {
  const res = await app.inject({
    method: 'POST',
    url,
    payload,
    headers: { referer: 'http://localhost:3000/contact' },
    remoteAddress: '198.51.100.77',
  });
  expect(res.statusCode).toBe(200);
  return json<{ id: number }>(res).id;
};
const exportRoute = (query: string, authorization?: string) =>
  app.inject({
    method: 'GET',
    url: `${STAFF_EXPORT_PATH}?${query}`,
    headers: authorization === undefined ? {} : { authorization },
  });

describe('the staff export route', () => {
  it('401 without the token, with another token or another scheme; nothing about the data', async () => {
    for (const auth of [
      undefined,
      'Bearer wrong',
      `Bearer ${TOKEN}x`,
      `Basic ${TOKEN}`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      'Bearer ',
    ]) {
      const res = await exportRoute('since=2020-01-01', auth);
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="staff"');
      expect(json(res)).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    }
    // Without the token, not even a malformed query is discussed.
    expect((await exportRoute('since=garbage')).statusCode).toBe(401);
  });

  it('wrong tokens count: 10 in 15 minutes and the address gets 429 with Retry-After, even with the right token', async () => {
    const guess = (remoteAddress: string, authorization: string) =>
      app.inject({
        method: 'GET',
        url: `${STAFF_EXPORT_PATH}?since=2020-01-01`,
        headers: { authorization },
        remoteAddress,
      });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await guess('203.0.113.9', `Bearer guess-${i}`)).statusCode);
    expect(statuses).toEqual([...Array<number>(MAX_GUESSES).fill(401), 429, 429]);
    const held = await guess('203.0.113.9', `Bearer guess-x`);
    expect(held.statusCode).toBe(429);
    const retryAfter = Number(held.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(GUESS_WINDOW_MS / 1000 - 60);
    expect(retryAfter).toBeLessThanOrEqual(GUESS_WINDOW_MS / 1000);
    // A right token from that address waits too (else the guesser would learn it was right) ...
    expect((await guess('203.0.113.9', `Bearer ${TOKEN}`)).statusCode).toBe(429);
    // ... another address is not held back.
    expect((await guess('203.0.113.10', `Bearer ${TOKEN}`)).statusCode).toBe(200);
    // Refused attempts were not counted: once the window has passed the address is let in again.
    const key = 'token-ip:203.0.113.9';
    const rows = await app.db.selectFrom('staff_sign_in_failures').select('id').where('key', '=', key).execute();
    expect(rows).toHaveLength(MAX_GUESSES);
    const past = new Date(Date.now() - GUESS_WINDOW_MS - 1000).toISOString();
    await app.db.updateTable('staff_sign_in_failures').set({ at: past }).where('key', '=', key).execute();
    expect((await guess('203.0.113.9', `Bearer ${TOKEN}`)).statusCode).toBe(200);
    expect((await guess('203.0.113.9', 'Bearer wrong-again')).statusCode).toBe(401);
  });

  it('right tokens are neither counted nor delayed: 40 in a row all answer at once', async () => {
    const address = '203.0.113.11';
    const right = () =>
      app.inject({
        method: 'GET',
        url: `${STAFF_EXPORT_PATH}?since=2020-01-01`,
        headers: { authorization: `Bearer ${TOKEN}` },
        remoteAddress: address,
      });
    const started = Date.now();
    for (let i = 0; i < 40; i++) expect((await right()).statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(
      await app.db.selectFrom('staff_sign_in_failures').select('id').where('key', '=', `token-ip:${address}`).execute(),
    ).toEqual([]);
    // Nine wrong ones after them still get 401: the right ones did not use up the allowance.
    for (let i = 0; i < MAX_GUESSES - 1; i++)
      expect(
        (
          await app.inject({
            method: 'GET',
            url: `${STAFF_EXPORT_PATH}?since=2020-01-01`,
            headers: { authorization: 'Bearer no' },
            remoteAddress: address,
          })
        ).statusCode,
      ).toBe(401);
    expect((await right()).statusCode).toBe(200);
  });

  it('the plain limit still caps every caller at 60 a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++)
      statuses.push(
        (
          await app.inject({
            method: 'GET',
            url: `${STAFF_EXPORT_PATH}?since=2020-01-01`,
            headers: { authorization: `Bearer ${TOKEN}` },
            remoteAddress: '203.0.113.12',
          })
        ).statusCode,
      );
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });

  it('with the token: every submission since the date with its delivery state, as JSON or CSV', async () => {
    const e = await post('/api/request-form', visitor);
    const l = await post('/api/loan-lead', { name: other.name, email: other.email, phone: other.phone });
    const res = await exportRoute('since=2020-01-01&format=json', `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const rows = json<{ submissions: Record<string, unknown>[] }>(res).submissions;
    const eRef = await refOf(app.db, 'enquiry', e);
    expect(rows.find((r) => r.submission === eRef)).toMatchObject({
      kind: 'enquiry',
      id: e,
      name: visitor.name,
      email: visitor.email,
      phone: visitor.phone,
      subject: visitor.subject,
      message: visitor.message,
      page: 'http://localhost:3000/contact',
      property_kind: '',
      property_id: '',
      delivery_state: 'pending',
      attempts: 0,
      delivered_at: '',
    });
    const lRef = await refOf(app.db, 'loan-lead', l);
    expect(rows.find((r) => r.submission === lRef)).toMatchObject({
      kind: 'loan-lead',
      subject: '',
    });

    const csv = await exportRoute('since=2020-01-01&format=csv', `Bearer ${TOKEN}`);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe(
      'submission,kind,id,created_at,name,email,phone,subject,message,page,property_kind,property_id,delivery_state,attempts,delivered_at,last_error',
    );
    const line = lines.find((x) => x.startsWith(`${eRef},`));
    // A formula is defused with an apostrophe, quotes doubled, the cell quoted.
    expect(line).toContain(`,"'=HYPERLINK(""http://x"") call after 6 pm, ""thanks"", ok",`);
    expect(line).toContain(`,"'+91 99887 76655",`);
  });

  it('a property enquiry names its listing (kind and id) in the export', async () => {
    const listing = await app.db
      .selectFrom('listings')
      .select(['id'])
      .where('kind', '=', 'commercial')
      .executeTakeFirstOrThrow();
    const buyer = { ...visitor, name: 'Kabir Sethi', email: 'kabir.sethi@example.com', phone: '9811122233' };
    const id = await post('/api/request-form', { ...buyer, property_kind: 'commercial', property_id: listing.id });
    const rows = json<{ submissions: Record<string, unknown>[] }>(
      await exportRoute('since=2020-01-01&format=json', `Bearer ${TOKEN}`),
    ).submissions;
    const ref = await refOf(app.db, 'enquiry', id);
    expect(rows.find((r) => r.submission === ref)).toMatchObject({
      property_kind: 'commercial',
      property_id: Number(listing.id),
    });
    const csv = (await exportRoute('since=2020-01-01&format=csv', `Bearer ${TOKEN}`)).body;
    expect(csv.split('\r\n').find((x) => x.startsWith(`${ref},`))).toContain(
      `,commercial,${Number(listing.id)},pending,`,
    );
  });

  it('since/until bound the period; a bad date or an unknown parameter is a 400 (with the token)', async () => {
    const future = await exportRoute('since=2999-01-01', `Bearer ${TOKEN}`);
    expect(json<{ submissions: unknown[] }>(future).submissions).toEqual([]);
    const none = await exportRoute('since=2020-01-01&until=2020-02-01', `Bearer ${TOKEN}`);
    expect(json<{ submissions: unknown[] }>(none).submissions).toEqual([]);
    for (const q of ['since=2026-02-30', 'since=yesterday', '', 'since=2026-01-01&format=xml', 'since=2026-01-01&x=1'])
      expect((await exportRoute(q, `Bearer ${TOKEN}`)).statusCode).toBe(400);
  });

  it('is not in the OpenAPI document; without a configured token it does not exist', async () => {
    const doc = json<{ paths: Record<string, unknown> }>(await app.inject({ method: 'GET', url: '/api/docs/json' }));
    expect(Object.keys(doc.paths).some((p) => p.includes('staff'))).toBe(false);
    const bare = await createTestDatabase();
    const plain = await buildApp({ databaseUrl: bare.databaseUrl, dataDir: bare.dataDir, seed: false });
    try {
      const res = await plain.inject({
        method: 'GET',
        url: `${STAFF_EXPORT_PATH}?since=2020-01-01`,
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
      await bare.dispose();
    }
  });
});

describe('npm run leads', () => {
  it('prints CSV by default, JSON on request, with the delivery state', async () => {
    const id = await post('/api/request-form', { ...visitor, subject: 'From the command' });
    const ref = await refOf(app.db, 'enquiry', id);
    const csv = await leadsCommand(app.db, ['--since', '2020-01-01']);
    expect(csv.split('\r\n')[0]).toMatch(/^submission,kind,id,/);
    expect(csv).toContain(`${ref},enquiry,${id},`);
    const out = JSON.parse(await leadsCommand(app.db, ['--since=2020-01-01', '--format', 'json'])) as {
      submissions: { submission: string; delivery_state: string }[];
    };
    expect(out.submissions.find((r) => r.submission === ref)?.delivery_state).toBe('pending');
  });

  it('refuses a missing or bad --since, a bad --format or an unknown option with the usage', async () => {
    for (const argv of [
      [],
      ['--since', 'soon'],
      ['--since', '2026-11-01', '--format', 'xls'],
      ['--sinse', '2026-11-01'],
    ])
      await expect(leadsCommand(app.db, argv)).rejects.toBeInstanceOf(UsageError);
  });
});

describe('retention and forgetting', () => {
  it('the worker deletes submissions older than the retention period (24 months by default), with their queue rows and .eml files', async () => {
    const now = Date.parse('2026-11-26T12:00:00.000Z');
    const mailDir = path.join(db.dataDir, 'retention-mail');
    const insertAt = async (createdAt: string) => {
      const row = await app.db
        .insertInto('enquiries')
        .values({ ...other, ip: '', user_agent: '', created_at: createdAt, public_id: randomUUID() })
        .returning(['id', 'public_id'])
        .executeTakeFirstOrThrow();
      await app.db
        .insertInto('delivery_outbox')
        .values({
          kind: 'enquiry',
          submission_id: Number(row.id),
          next_attempt_at: createdAt,
          created_at: createdAt,
          state: 'delivered',
        })
        .execute();
      fs.mkdirSync(mailDir, { recursive: true });
      fs.writeFileSync(path.join(mailDir, `enquiry-${row.public_id}.eml`), 'x');
      return { id: Number(row.id), ref: `enquiry-${row.public_id}` };
    };
    const old = await insertAt('2024-11-25T11:59:59.999Z');
    const edge = await insertAt('2024-11-26T12:00:00.000Z');
    const recent = await insertAt('2026-01-01T00:00:00.000Z');
    const config = { ...readDeliveryConfig({}, db.dataDir), mailDir };
    expect(config.retentionMonths).toBe(24);
    const worker = new DeliveryWorker({
      db: app.db,
      dialect: app.dbDialect,
      mailer: folderMailer(mailDir),
      config,
      siteUrl: 'http://localhost:3000',
      log: app.log as WorkerLog,
      now: () => now,
    });
    expect(await worker.retentionIfDue()).toBeGreaterThanOrEqual(1);
    const ids = (await app.db.selectFrom('enquiries').select('id').execute()).map((r) => Number(r.id));
    expect(ids).not.toContain(old.id);
    expect(ids).toEqual(expect.arrayContaining([edge.id, recent.id]));
    const queued = await app.db
      .selectFrom('delivery_outbox')
      .select('submission_id')
      .where('kind', '=', 'enquiry')
      .execute();
    expect(queued.map((r) => Number(r.submission_id))).not.toContain(old.id);
    expect(fs.existsSync(path.join(mailDir, `${old.ref}.eml`))).toBe(false);
    expect(fs.existsSync(path.join(mailDir, `${edge.ref}.eml`))).toBe(true);
    // Once an hour at most.
    expect(await worker.retentionIfDue()).toBe(0);
    // A shorter period from the settings: 6 months.
    const six = new DeliveryWorker({
      db: app.db,
      dialect: app.dbDialect,
      mailer: folderMailer(mailDir),
      config: { ...readDeliveryConfig({ RETENTION_MONTHS: '6' }, db.dataDir), mailDir },
      siteUrl: 'http://localhost:3000',
      log: app.log as WorkerLog,
      now: () => now,
    });
    await six.applyRetention();
    const left = (await app.db.selectFrom('enquiries').select('id').execute()).map((r) => Number(r.id));
    expect(left).not.toContain(edge.id);
    expect(left).not.toContain(recent.id);
  });

  it('npm run forget deletes one person by e-mail (any case) or by phone (any spelling), and nobody else', async () => {
    const a = await post('/api/request-form', visitor);
    const b = await post('/api/loan-lead', { name: visitor.name, email: visitor.email.toUpperCase(), phone: '' });
    const c = await post('/api/loan-lead', { name: 'Someone', email: 'someone@example.com', phone: '099887-76655' });
    const keep = await post('/api/request-form', other);
    const byEmail = await forgetCommand(app.db, ['--email', 'meera.kapoor.ZQ@example.com'], undefined);
    // Three enquiries from her in this file so far (two from the tests above), one lead.
    expect(byEmail).toBe('Deleted 3 enquiry(ies) and 1 loan lead(s), with their delivery records.\n');
    const byPhone = await forgetCommand(app.db, ['--phone', '9988776655'], undefined);
    expect(byPhone).toMatch(/^Deleted 0 enquiry\(ies\) and 1 loan lead\(s\)/);
    const enquiries = (await app.db.selectFrom('enquiries').select('id').execute()).map((r) => Number(r.id));
    const leads = (await app.db.selectFrom('loan_leads').select('id').execute()).map((r) => Number(r.id));
    expect(enquiries).not.toContain(a);
    expect(leads).not.toContain(b);
    expect(leads).not.toContain(c);
    expect(enquiries).toContain(keep);
    const queue = await app.db.selectFrom('delivery_outbox').select(['kind', 'submission_id']).execute();
    expect(queue.some((q) => q.kind === 'enquiry' && Number(q.submission_id) === a)).toBe(false);
    for (const argv of [[], ['--email', 'nope'], ['--phone', '12345'], ['--name', 'x']])
      await expect(forgetCommand(app.db, argv, undefined)).rejects.toBeInstanceOf(UsageError);
  });
});

describe('.eml copies written before SMTP was configured', () => {
  const mailDir = () => path.join(db.dataDir, 'mail-before-smtp');
  const smtpSettings = {
    SMTP_URL: 'smtp://127.0.0.1:9',
    DELIVERY_TO: 'sales@firm.example.com',
    DELIVERY_FROM: 'web@firm.example.com',
  };

  /** An enquiry stored at `createdAt` and delivered to the folder, as a fresh machine without SMTP does. */
  async function deliveredToFolder(who: typeof other, createdAt: string): Promise<string> {
    const row = await app.db
      .insertInto('enquiries')
      .values({ ...who, ip: '', user_agent: '', created_at: createdAt, public_id: randomUUID() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const submission = await loadSubmission(app.db, 'enquiry', Number(row.id));
    if (!submission) throw new Error('no submission');
    const message = buildMessage(submission, {
      from: 'web@example.com',
      to: ['sales@example.com'],
      siteUrl: 'http://localhost:3000',
    });
    await folderMailer(mailDir()).send(message);
    const file = emlFile(mailDir(), message.ref);
    expect(fs.readFileSync(file, 'utf8')).toContain(`E-mail: ${who.email}`);
    return file;
  }

  it('retention removes them with an SMTP server configured now', async () => {
    const old = await deliveredToFolder(other, '2023-05-01T00:00:00.000Z');
    const recent = await deliveredToFolder(other, '2026-10-01T00:00:00.000Z');
    const config = { ...readDeliveryConfig(smtpSettings, db.dataDir), mailDir: mailDir() };
    expect(config.smtpUrl).toBeDefined();
    const worker = new DeliveryWorker({
      db: app.db,
      dialect: app.dbDialect,
      mailer: folderMailer(mailDir()),
      config,
      siteUrl: 'http://localhost:3000',
      log: app.log as WorkerLog,
      now: () => Date.parse('2026-11-26T12:00:00.000Z'),
    });
    expect(await worker.applyRetention()).toBeGreaterThanOrEqual(1);
    expect(fs.existsSync(old)).toBe(false);
    expect(fs.existsSync(recent)).toBe(true);
  });

  it('npm run forget removes them with an SMTP server configured now', async () => {
    const who = { ...other, name: 'Eml Person', email: 'eml.person.zq@example.com', phone: '9000022222' };
    const file = await deliveredToFolder(who, new Date().toISOString());
    const child = spawn(process.execPath, ['--require', 'tsx/cjs', 'src/cli/forget.ts', '--email', who.email], {
      cwd: path.resolve(__dirname, '../../..'),
      env: {
        ...process.env,
        ...smtpSettings,
        DATABASE_URL: db.databaseUrl,
        API_DATA_DIR: db.dataDir,
        DELIVERY_MAIL_DIR: mailDir(),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (out += c.toString('utf8')));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect({ code, out }).toEqual({
      code: 0,
      out: expect.stringMatching(
        /^Deleted 1 enquiry\(ies\) and 0 loan lead\(s\), with their delivery records and \.eml files\.\n$/,
      ),
    });
    expect(fs.existsSync(file)).toBe(false);
    const left = await app.db.selectFrom('enquiries').select('id').where('email', '=', who.email).execute();
    expect(left).toHaveLength(0);
  }, 30_000);
});

describe('logs', () => {
  it('hold no name, e-mail, phone, message or address of a visitor through submit, delivery, export and forget', async () => {
    const secret = {
      name: 'Zebulon Quxworth',
      email: 'zebulon.quxworth@example.com',
      phone: '9000011111',
      subject: 'Quxworth subject line',
      message: 'Quxworth private message body',
    };
    await post('/api/request-form', secret);
    await post('/api/loan-lead', { name: secret.name, email: secret.email, phone: secret.phone });
    // Delivery that fails (the address is quoted back by the "server") and then succeeds.
    let fail = true;
    const worker = new DeliveryWorker({
      db: app.db,
      dialect: app.dbDialect,
      mailer: {
        description: 'test',
        send: async (m) => {
          if (fail) throw new Error(`550 <${m.replyTo.address}> rejected for ${m.to.join(', ')}`);
          return 'ok';
        },
        close: () => undefined,
      },
      config: { ...readDeliveryConfig({}, db.dataDir), maxAttempts: 2 },
      siteUrl: 'http://localhost:3000',
      log: app.log as WorkerLog,
      now: () => Date.now() + 3_600_000,
    });
    await worker.runOnce();
    fail = false;
    const later = new DeliveryWorker({
      db: app.db,
      dialect: app.dbDialect,
      mailer: { description: 'test', send: async () => 'ok', close: () => undefined },
      config: readDeliveryConfig({}, db.dataDir),
      siteUrl: 'http://localhost:3000',
      log: app.log as WorkerLog,
      now: () => Date.now() + 7_200_000,
    });
    while ((await later.runOnce()).claimed > 0);
    await exportRoute('since=2020-01-01&format=csv', `Bearer ${TOKEN}`);
    await forgetCommand(app.db, ['--email', secret.email], undefined);
    const text = logLines.join('');
    expect(text).toContain('delivery failed'); // the logs were captured at all
    expect(text).toContain('staff export');
    for (const value of [...Object.values(secret), 'Quxworth', '198.51.100.77', 'ravi', 'Meera'])
      expect(text.toLowerCase()).not.toContain(value.toLowerCase());
    expect(text).not.toMatch(/[a-z0-9.]+@example\.com/i);
  });
});
