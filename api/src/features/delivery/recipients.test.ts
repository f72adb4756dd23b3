import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { connect } from '../../db/connection';
import { MIGRATIONS_DIR, migrate, migrationFiles } from '../../db/migrate';
import { enquiryOutbox, enquiryRef, noteRef } from '../../test/delivery';
import { createTestApp, createTestDatabase, json, refOf, type TestApp } from '../../test/helpers';
import { startSmtp, type SmtpReply, type TestSmtp } from '../../test/smtp';
import { readDeliveryConfig } from '../../config';
import { type DeliveryConfig } from './config';
import { exportSubmissions } from './export';
import { claim } from './outbox';
import { isPermanentRefusal, smtpMailer, type Mailer } from './mailer';
import { DeliveryWorker, type WorkerLog } from './worker';

/**
 * Each of the firm's addresses has its own outcome: a refused address is retried (4xx) or given up
 * on at once (5xx) by itself, the others get the message once; the export and /api/health sum the
 * outcomes per submission. A permanent refusal of the sender or the message is a dead letter after
 * one attempt, not after the attempt cap.
 */

const SALES = 'sales@firm.example.com';
const OPS = 'ops@firm.example.com';
const BACKUP = 'backup@other.example.net';
const contact = {
  name: 'Kavya Iyer',
  email: 'kavya.iyer@example.com',
  phone: '9811122233',
  subject: 'Plot in Sector 150',
  message: 'Please send the price list.',
};

let t: TestApp;
let smtp: TestSmtp;
let clock = Date.now();
const logs: { level: string; fields: Record<string, unknown>; msg: string }[] = [];
const line = (level: string) => (fields: object, msg: string) =>
  logs.push({ level, fields: fields as Record<string, unknown>, msg });
const log: WorkerLog = { info: line('info'), warn: line('warn'), error: line('error') };
const mailers: Mailer[] = [];

beforeAll(async () => {
  t = await createTestApp({ writeRateLimit: 1000 });
  smtp = await startSmtp();
});
afterAll(async () => {
  for (const m of mailers) m.close();
  await smtp.close();
  await t.close();
});
beforeEach(() => {
  smtp.messages.length = 0;
  smtp.rcptReply = null;
  smtp.mailFromReply = null;
  smtp.dataReply = null;
  logs.length = 0;
  clock = Date.now();
});

function worker(over: Partial<DeliveryConfig> = {}): DeliveryWorker {
  const mailer = smtpMailer(smtp.url);
  mailers.push(mailer);
  return new DeliveryWorker({
    db: t.app.db,
    dialect: t.app.dbDialect,
    mailer,
    config: {
      ...readDeliveryConfig({}, t.db.dataDir),
      smtpUrl: smtp.url,
      to: [SALES, `Ops Desk <${OPS}>`, BACKUP],
      from: 'Website <web@firm.example.com>',
      concurrency: 4,
      ...over,
    },
    siteUrl: 'http://localhost:3000',
    log,
    now: () => clock,
    random: () => 0.5,
  });
}

async function submit(): Promise<number> {
  const res = await t.app.inject({ method: 'POST', url: '/api/request-form', payload: contact });
  expect(res.statusCode).toBe(200);
  clock = Math.max(clock, Date.now());
  const { id } = json<{ id: number }>(res);
  noteRef(id, await refOf(t.app.db, 'enquiry', id));
  return id;
}

/** Runs the worker until nothing is due at its clock. */
async function drain(w: DeliveryWorker): Promise<void> {
  while ((await w.runOnce()).claimed > 0);
}

/** The submission's outbox rows by recipient (backup, ops, sales: sorted here, the dialects' collations differ). */
const rows = async (id: number) =>
  (await enquiryOutbox(t.app.db, [id])).sort((a, b) => (a.recipient ?? '').localeCompare(b.recipient ?? ''));
const received = (id: number) =>
  smtp
    .bySubmission(enquiryRef(id))
    .map((m) => m.envelopeTo.join(','))
    .sort();
const exported = async (id: number) => {
  const all = await exportSubmissions(t.app.db, { since: '2000-01-01T00:00:00.000Z' });
  const row = all.find((r) => r.submission === enquiryRef(id));
  if (!row) throw new Error('not exported');
  return row;
};
const health = async () =>
  json<{ delivery: { queued: number; deadLetters: number } }>(await t.app.inject({ method: 'GET', url: '/api/health' }))
    .delivery;
const refuse =
  (replies: Record<string, SmtpReply>) =>
  (address: string): SmtpReply | null =>
    replies[address] ?? null;

describe('one outcome per recipient', () => {
  it('550 for one address: that address is a dead letter at once, 450 for another: retried alone, the third gets one copy', async () => {
    const before = await health();
    const id = await submit();
    smtp.rcptReply = refuse({
      [OPS]: { code: 550, message: `5.1.1 <${OPS}>: Recipient address rejected: User unknown` },
      [BACKUP]: { code: 450, message: '4.2.1 Mailbox busy, try again later' },
    });
    const w = worker();
    expect(await w.runOnce()).toMatchObject({ claimed: 3, delivered: 1, failed: 1, dead: 1 });
    expect(received(id)).toEqual([SALES]);
    const [backup, ops, sales] = await rows(id);
    expect(sales).toMatchObject({ recipient: SALES, state: 'delivered', attempts: 1, last_error: null });
    expect(ops).toMatchObject({ recipient: `Ops Desk <${OPS}>`, state: 'dead', attempts: 1 });
    expect(ops?.last_error).toMatch(/^EENVELOPE 550 .*User unknown/);
    expect(ops?.last_error).not.toContain('@');
    expect(backup).toMatchObject({ recipient: BACKUP, state: 'pending', attempts: 1 });
    expect(backup?.last_error).toMatch(/450/);

    // Counted once per submission: queued (the backup copy) and a dead letter (the ops copy).
    expect(await health()).toEqual({
      ...before,
      queued: before.queued + 1,
      deadLetters: before.deadLetters + 1,
      oldestQueuedSeconds: expect.any(Number),
    });
    const row = await exported(id);
    expect(row).toMatchObject({ delivery_state: 'dead', attempts: 1, delivered_at: '' });
    expect(row.last_error).toMatch(new RegExp(`^Ops Desk <${OPS}>: EENVELOPE 550 `));

    // One error line for the dead letter: the submission, the address's domain, the reply code.
    const dead = logs.filter((l) => l.level === 'error');
    expect(dead).toHaveLength(1);
    expect(dead[0]?.fields).toMatchObject({ submission: enquiryRef(id), recipient: '*@firm.example.com', reply: 550 });
    expect(dead[0]?.msg).toMatch(/dead letter/);
    expect(JSON.stringify(logs)).not.toMatch(/ops@|sales@|backup@|kavya/i);

    // The busy mailbox accepts later: only its copy is sent again.
    smtp.rcptReply = null;
    clock = Date.parse(backup?.next_attempt_at ?? '');
    await drain(w);
    expect(received(id)).toEqual([BACKUP, SALES]);
    expect((await rows(id)).map((r) => r.state)).toEqual(['delivered', 'dead', 'delivered']);
    expect((await exported(id)).delivery_state).toBe('dead');
  });

  it('delivered in the export only when every address got it; pending or sending until then', async () => {
    const id = await submit();
    expect(await exported(id)).toMatchObject({ delivery_state: 'pending', attempts: 0 });
    smtp.rcptReply = refuse({ [BACKUP]: { code: 451, message: '4.3.0 Temporary lookup failure' } });
    const w = worker();
    await w.runOnce();
    expect(await exported(id)).toMatchObject({ delivery_state: 'pending', attempts: 1, delivered_at: '' });
    expect((await exported(id)).last_error).toMatch(new RegExp(`^${BACKUP}: .*451`));
    smtp.rcptReply = null;
    clock += 3_600_000;
    await drain(w);
    const row = await exported(id);
    expect(row).toMatchObject({ delivery_state: 'delivered', attempts: 2, last_error: '' });
    const times = (await rows(id)).map((r) => r.delivered_at ?? '');
    expect(row.delivered_at).toBe(times.sort().at(-1));
    expect(received(id)).toEqual([BACKUP, OPS, SALES].sort());
  });

  it('a row queued for every address (written before the split existed) is split at its first claim', async () => {
    const id = await submit();
    // As stored by the API and by every earlier version: no recipient.
    expect(await rows(id)).toMatchObject([{ recipient: null, state: 'pending', attempts: 0 }]);
    await drain(worker());
    expect((await rows(id)).map((r) => [r.recipient, r.state])).toEqual([
      [BACKUP, 'delivered'],
      [`Ops Desk <${OPS}>`, 'delivered'],
      [SALES, 'delivered'],
    ]);
    expect(received(id)).toEqual([BACKUP, OPS, SALES].sort());
  });
});

describe('permanent and temporary failures', () => {
  const one = { to: [SALES] };

  it('5xx to MAIL FROM: a dead letter after one attempt, with the reply (addresses masked) in health and the export', async () => {
    const before = await health();
    const id = await submit();
    smtp.mailFromReply = { code: 553, message: '5.7.1 <web@firm.example.com>: Sender address rejected: not owned' };
    await drain(worker(one));
    const [row] = await rows(id);
    expect(row).toMatchObject({ state: 'dead', attempts: 1 });
    expect(row?.last_error).toMatch(/^EENVELOPE 553 .*<\[address\]>: Sender address rejected/);
    expect((await health()).deadLetters).toBe(before.deadLetters + 1);
    expect((await exported(id)).last_error).toContain('553');
    expect(logs.filter((l) => l.level === 'error').map((l) => l.fields.reply)).toEqual([553]);
  });

  it('5xx after DATA: a dead letter after one attempt', async () => {
    const id = await submit();
    smtp.dataReply = (headers) =>
      headers.get('x-submission-id') === enquiryRef(id)
        ? { code: 554, message: '5.6.0 Message rejected as spam' }
        : null;
    await drain(worker(one));
    const [row] = await rows(id);
    expect(row).toMatchObject({ state: 'dead', attempts: 1 });
    expect(row?.last_error).toMatch(/^EMESSAGE 554 .*spam/);
  });

  it('4xx after DATA and a refused connection are retried with backoff, not given up', async () => {
    const id = await submit();
    smtp.dataReply = () => ({ code: 451, message: '4.7.1 Greylisted, try again' });
    const w = worker(one);
    await w.runOnce();
    expect((await rows(id))[0]).toMatchObject({ state: 'pending', attempts: 1 });
    smtp.dataReply = null;
    smtp.refusing = true;
    clock += 3_600_000;
    // A new worker: the first one's pooled connection is still open, a new connection is refused.
    await worker(one).runOnce();
    smtp.refusing = false;
    expect((await rows(id))[0]).toMatchObject({ state: 'pending', attempts: 2 });
    clock += 3_600_000;
    await drain(w);
    expect((await rows(id))[0]).toMatchObject({ state: 'delivered', attempts: 3 });
    expect(logs.filter((l) => l.level === 'error')).toHaveLength(0);
  });

  it('which failures are permanent', () => {
    const err = (code: string, responseCode?: number) => Object.assign(new Error('x'), { code, responseCode });
    expect(isPermanentRefusal(err('EENVELOPE', 550))).toBe(true);
    expect(isPermanentRefusal(err('EENVELOPE', 553))).toBe(true);
    expect(isPermanentRefusal(err('EMESSAGE', 554))).toBe(true);
    for (const temporary of [
      err('EENVELOPE', 450),
      err('EMESSAGE', 451),
      err('EENVELOPE', 503), // a command out of sequence: a new session may go through
      err('EAUTH', 535), // wrong password: a settings problem, fixed without touching the queue
      err('ECONNECTION', 554),
      err('ETIMEDOUT'),
      err('ESOCKET'),
      err('EENVELOPE'), // refused by nodemailer itself, no server reply
      new Error('550 in the text only'),
      null,
    ])
      expect(isPermanentRefusal(temporary)).toBe(false);
  });
});

describe('the queue written before per-recipient rows (migration 0009)', () => {
  it('keeps every row and its state; a waiting one is split at its first claim, a finished one stands for all', async () => {
    const tdb = await createTestDatabase();
    const handle = await connect({ databaseUrl: tdb.databaseUrl, dataDir: tdb.dataDir });
    try {
      // The migrations up to 0009, then a queue as the earlier version left it.
      const earlier = path.join(tdb.dataDir, 'migrations');
      for (const dialect of ['sqlite', 'postgres'] as const) {
        fs.mkdirSync(path.join(earlier, dialect), { recursive: true });
        for (const name of migrationFiles(dialect).filter((f) => f < '0009'))
          fs.copyFileSync(path.join(MIGRATIONS_DIR, dialect, name), path.join(earlier, dialect, name));
      }
      await migrate(handle, earlier);
      const at = new Date(clock - 60_000).toISOString();
      const ids: number[] = [];
      for (const state of ['pending', 'delivered', 'dead'] as const) {
        const row = await handle.db
          .insertInto('enquiries')
          .values({ ...contact, ip: '', user_agent: '', created_at: at, public_id: randomUUID() })
          .returning('id')
          .executeTakeFirstOrThrow();
        ids.push(Number(row.id));
        await handle.db
          .insertInto('delivery_outbox')
          .values({
            kind: 'enquiry',
            submission_id: Number(row.id),
            state,
            attempts: state === 'pending' ? 2 : 1,
            last_error: state === 'delivered' ? null : 'ETIMEDOUT',
            next_attempt_at: at,
            created_at: at,
            ...(state === 'delivered' ? { delivered_at: at } : {}),
          })
          .execute();
      }
      expect(await migrate(handle)).toEqual(migrationFiles(handle.dialect).filter((f) => f >= '0009'));
      const queue = () => enquiryOutbox(handle.db, ids);
      expect((await queue()).map((r) => [r.recipient, r.state])).toEqual([
        [null, 'pending'],
        [null, 'delivered'],
        [null, 'dead'],
      ]);
      const items = await claim(handle.db, handle.dialect, {
        limit: 10,
        now: clock,
        leaseMs: 30_000,
        recipients: [SALES, OPS],
      });
      expect(items.map((i) => [i.submissionId, i.recipient, i.attempts])).toEqual([
        [ids[0], SALES, 3],
        [ids[0], OPS, 3],
      ]);
      const after = await queue();
      expect(after.filter((r) => r.state !== 'sending').map((r) => [r.submission_id, r.recipient, r.state])).toEqual([
        [ids[1], null, 'delivered'],
        [ids[2], null, 'dead'],
      ]);
      const exported = await exportSubmissions(handle.db, { since: '2000-01-01' });
      expect(exported.map((r) => r.delivery_state)).toEqual(['sending', 'delivered', 'dead']);
    } finally {
      await handle.close();
      await tdb.dispose();
    }
  });
});
