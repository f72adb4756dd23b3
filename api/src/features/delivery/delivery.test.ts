import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { createTestApp, json, refOf, usingPostgres, type TestApp } from '../../test/helpers';
import { startSmtp, type TestSmtp } from '../../test/smtp';
import { readDeliveryConfig } from '../../config';
import { type DeliveryConfig } from './config';
import { folderMailer, smtpMailer, type Mailer } from './mailer';
import { buildMessage } from './message';
import { claim, expireOrphanedLeases, leaseToken, outboxStats, processAlive } from './outbox';
import { loadSubmission } from './submission';
import { DeliveryWorker, type WorkerLog } from './worker';

/**
 * The outbox end to end, on SQLite and (under scripts/with-postgres.sh) PostgreSQL: a submission
 * and its queue row in one transaction, delivery through a real SMTP server, the message's
 * content, retries while the server refuses, the dead-letter path, the duplicate after a crash
 * between send and record, and the .eml folder when there is no SMTP server.
 */

const SITE = 'https://www.example.in';
const contact = {
  name: 'Ravi Sharma',
  email: 'ravi.sharma@example.com',
  phone: '+91 98765 43210',
  subject: '3 BHK in Sector 150',
  message: 'Please call me about a site visit.\nWeekends suit me best.',
};
const lead = { name: 'Anita Verma', email: 'anita@example.com', phone: '9876543210' };

let t: TestApp;
let smtp: TestSmtp;
let clock = Date.now();
const logs: string[] = [];
const log: WorkerLog = {
  info: (o, m) => logs.push(JSON.stringify({ ...o, m })),
  warn: (o, m) => logs.push(JSON.stringify({ ...o, m })),
  error: (o, m) => logs.push(JSON.stringify({ ...o, m })),
};

beforeAll(async () => {
  t = await createTestApp({ writeRateLimit: 1000, siteUrl: SITE });
  smtp = await startSmtp();
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});
beforeEach(async () => {
  // Each test starts with an empty queue and the clock at the real time the rows are stamped with.
  await t.app.db
    .updateTable('delivery_outbox')
    .set({ state: 'delivered' })
    .where('state', 'in', ['pending', 'sending'])
    .execute();
  smtp.refusing = false;
  smtp.hold = null;
  smtp.messages.length = 0;
  clock = Date.now();
});

const settings = (over: Partial<DeliveryConfig> = {}): DeliveryConfig => ({
  ...readDeliveryConfig({}, t.db.dataDir),
  smtpUrl: smtp.url,
  to: ['sales@firm.example.com'],
  from: 'Website <web@firm.example.com>',
  retryBaseMs: 10_000,
  retryMaxMs: 60_000,
  ...over,
});

/** Pooled SMTP clients the tests open, closed after each test. */
const mailers: Mailer[] = [];
const mailer = () => {
  const m = smtpMailer(smtp.url);
  mailers.push(m);
  return m;
};
afterEach(() => {
  for (const m of mailers.splice(0)) m.close();
});

function worker(over: Partial<DeliveryConfig> = {}, custom?: Mailer): DeliveryWorker {
  const config = settings(over);
  return new DeliveryWorker({
    db: t.app.db,
    dialect: t.app.dbDialect,
    mailer: custom ?? mailer(),
    config,
    siteUrl: SITE,
    log,
    now: () => clock,
    random: () => 0.5,
  });
}

async function post(url: string, payload: object, headers: Record<string, string> = {}): Promise<number> {
  const res = await t.app.inject({ method: 'POST', url, payload, headers });
  expect(res.statusCode).toBe(200);
  // The row is stamped with the real time: the worker's clock must not be behind it.
  clock = Math.max(clock, Date.now());
  return json<{ id: number }>(res).id;
}

const ref = (kind: 'enquiry' | 'loan-lead', id: number) => refOf(t.app.db, kind, id);

const outboxRow = (kind: 'enquiry' | 'loan-lead', id: number) =>
  t.app.db
    .selectFrom('delivery_outbox')
    .selectAll()
    .where('kind', '=', kind)
    .where('submission_id', '=', id)
    .executeTakeFirstOrThrow();

const health = async () =>
  json<{ delivery: { queued: number; oldestQueuedSeconds: number; deadLetters: number } }>(
    await t.app.inject({ method: 'GET', url: '/api/health' }),
  ).delivery;

describe('the outbox: stored and queued in one transaction', () => {
  it('a stored enquiry and lead each get one pending outbox row', async () => {
    const e = await post('/api/request-form', contact);
    const l = await post('/api/loan-lead', lead);
    expect(await outboxRow('enquiry', e)).toMatchObject({ state: 'pending', attempts: 0, last_error: null });
    expect(await outboxRow('loan-lead', l)).toMatchObject({ state: 'pending', attempts: 0 });
    expect(await health()).toMatchObject({ queued: 2 });
  });

  it('a replayed send (same Idempotency-Key) queues nothing new; the honeypot queues nothing', async () => {
    const count = async () =>
      Number(
        (
          await t.app.db
            .selectFrom('delivery_outbox')
            .select(sql<number>`cast(count(*) as integer)`.as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    await post('/api/request-form', contact, { 'idempotency-key': 'outbox-once-1' });
    await post('/api/request-form', contact, { 'idempotency-key': 'outbox-once-1' });
    await post('/api/request-form', { ...contact, website: 'http://spam.example' });
    expect(await count()).toBe(before + 1);
  });

  it('when the outbox row cannot be written, the submission is not stored either (500, nothing kept)', async () => {
    const enquiries = async () =>
      Number(
        (
          await t.app.db
            .selectFrom('enquiries')
            .select(sql<number>`cast(count(*) as integer)`.as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await enquiries();
    await sql`alter table delivery_outbox rename to delivery_outbox_away`.execute(t.app.db);
    try {
      const res = await t.app.inject({ method: 'POST', url: '/api/request-form', payload: contact });
      expect(res.statusCode).toBe(500);
    } finally {
      await sql`alter table delivery_outbox_away rename to delivery_outbox`.execute(t.app.db);
    }
    expect(await enquiries()).toBe(before);
  });
});

describe('delivery through SMTP', () => {
  it('sends a readable message to the configured addresses, the visitor as Reply-To, the id in a header', async () => {
    const listing = await t.app.db
      .selectFrom('listings')
      .select(['id', 'title', 'property_name', 'kind'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const referer = `http://localhost:3000/${listing.kind}/noida/some-slug/${listing.id}?from=card`;
    const id = await post('/api/request-form', contact, { referer });
    const result = await worker({ to: ['sales@firm.example.com', 'Ops <ops@firm.example.com>'] }).runOnce();
    expect(result).toMatchObject({ claimed: 2, delivered: 2, failed: 0 });
    const enquiryRef = await ref('enquiry', id);
    expect(enquiryRef).toMatch(/^enquiry-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // One copy per address, each the same message: both addresses in To, one in each envelope.
    const copies = smtp.bySubmission(enquiryRef);
    expect(copies.map((c) => c.envelopeTo).sort()).toEqual([['ops@firm.example.com'], ['sales@firm.example.com']]);
    expect(new Set(copies.map((c) => c.headers.get('message-id'))).size).toBe(1);
    const [mail] = copies;
    if (!mail) throw new Error('no message');
    expect(mail.headers.get('to')).toBe('sales@firm.example.com, Ops <ops@firm.example.com>');
    expect(mail.envelopeFrom).toBe('web@firm.example.com');
    expect(mail.headers.get('reply-to')).toBe('Ravi Sharma <ravi.sharma@example.com>');
    expect(mail.headers.get('subject')).toBe('Enquiry: 3 BHK in Sector 150 - Ravi Sharma');
    expect(mail.headers.get('message-id')).toMatch(new RegExp(`^<${enquiryRef}\\.\\d+@www\\.example\\.in>$`));
    expect(mail.text).toContain('Form: Contact enquiry (Get A Quote form, /contact)');
    // The page on the site's public origin, and the listing it shows.
    expect(mail.text).toContain(`Page: ${SITE}/${listing.kind}/noida/some-slug/${listing.id}?from=card`);
    expect(mail.text).toContain(`Property: ${listing.title} — ${listing.property_name}`);
    for (const line of [
      'Name: Ravi Sharma',
      'E-mail: ravi.sharma@example.com',
      'Phone: +91 98765 43210',
      'Subject: 3 BHK in Sector 150',
      'Message:\nPlease call me about a site visit.\nWeekends suit me best.',
      `Submission: ${enquiryRef}`,
    ])
      expect(mail.text).toContain(line);
    const rows = await t.app.db
      .selectFrom('delivery_outbox')
      .selectAll()
      .where('kind', '=', 'enquiry')
      .where('submission_id', '=', id)
      .orderBy('recipient')
      .execute();
    expect(rows).toMatchObject([
      { recipient: 'Ops <ops@firm.example.com>', state: 'delivered', attempts: 1, lease_token: null },
      { recipient: 'sales@firm.example.com', state: 'delivered', attempts: 1, lease_token: null },
    ]);
    expect(await health()).toEqual({ queued: 0, oldestQueuedSeconds: 0, deadLetters: expect.any(Number) });
  });

  it('an enquiry from a listing page names the listing it stored, with its link, whatever the page', async () => {
    const listing = await t.app.db
      .selectFrom('listings')
      .innerJoin('cities', 'cities.id', 'listings.city_id')
      .select([
        'listings.id',
        'listings.title',
        'listings.property_name',
        'listings.kind',
        'listings.slug',
        'cities.slug as city',
      ])
      .where('listings.kind', '=', 'commercial')
      .orderBy('listings.id')
      .executeTakeFirstOrThrow();
    const id = await post(
      '/api/request-form',
      {
        ...contact,
        subject: `Enquiry about ${listing.property_name}`,
        property_kind: 'commercial',
        property_id: listing.id,
      },
      // No Referer (a strict browser policy): the stored listing still names it.
    );
    const gone = await post('/api/request-form', { ...contact, property_kind: 'residential', property_id: 999_999 });
    await worker().runOnce();
    const [mail] = smtp.bySubmission(await ref('enquiry', id));
    expect(mail?.text).toContain('Form: Property enquiry (the form on a listing page)');
    expect(mail?.text).toContain(`Property: ${listing.title} — ${listing.property_name}`);
    expect(mail?.text).toContain(
      `(commercial listing #${listing.id}) ${SITE}/commercial/${listing.city}/${listing.slug}/${listing.id}`,
    );
    expect(mail?.headers.get('subject')).toBe(`Enquiry: Enquiry about ${listing.property_name} - Ravi Sharma`);
    const [second] = smtp.bySubmission(await ref('enquiry', gone));
    expect(second?.text).toContain('Property: residential listing #999999 (no longer listed)');
  });

  it('a loan lead names its form and page; a page on another origin is not believed', async () => {
    const id = await post('/api/loan-lead', lead, { referer: 'https://evil.example/phish' });
    const other = await post('/api/loan-lead', { ...lead, phone: '' }, { referer: `${SITE}/check-loan-eligibility` });
    await worker().runOnce();
    const [mail] = smtp.bySubmission(await ref('loan-lead', id));
    expect(mail?.headers.get('subject')).toBe('Home-loan lead - Anita Verma');
    expect(mail?.text).toContain('Form: Home-loan estimate lead (/check-loan-eligibility)');
    expect(mail?.text).toContain('Page: (not known: the browser sent no page address)');
    expect(mail?.text).not.toContain('evil.example');
    expect(mail?.text).toContain('Phone: 9876543210');
    const [second] = smtp.bySubmission(await ref('loan-lead', other));
    expect(second?.text).toContain(`Page: ${SITE}/check-loan-eligibility`);
    expect(second?.text).toContain('Phone: (not given)');
  });

  it('while the server refuses: retries with growing delays and jitter, then delivers once it accepts', async () => {
    const id = await post('/api/request-form', contact);
    smtp.refusing = true;
    const w = worker({ retryBaseMs: 10_000, retryMaxMs: 25_000 });
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect(await w.runOnce()).toMatchObject({ claimed: 1, failed: 1 });
      const row = await outboxRow('enquiry', id);
      expect(row).toMatchObject({ state: 'pending', attempts: attempt });
      expect(row.last_error).toMatch(/421|not available/i);
      delays.push(Date.parse(row.next_attempt_at) - clock);
      // Not due before its time: nothing is claimed.
      expect((await w.runOnce()).claimed).toBe(0);
      clock = Date.parse(row.next_attempt_at);
    }
    // random() = 0.5: three quarters of min(max, base·2^(n-1)): 7.5 s, 15 s, then the 25 s cap's 18.75 s.
    expect(delays).toEqual([7_500, 15_000, 18_750]);
    expect(await health()).toMatchObject({ queued: 1 });
    // Seen at the worker's clock, the item has waited the three delays.
    expect((await outboxStats(t.app.db, clock)).oldestQueuedSeconds).toBeGreaterThanOrEqual(41);
    expect(smtp.messages).toHaveLength(0);
    smtp.refusing = false;
    expect(await w.runOnce()).toMatchObject({ claimed: 1, delivered: 1 });
    expect(smtp.bySubmission(await ref('enquiry', id))).toHaveLength(1);
    expect(await outboxRow('enquiry', id)).toMatchObject({ state: 'delivered', attempts: 4, last_error: null });
    expect(await w.runOnce()).toMatchObject({ claimed: 0 });
  });

  it('after the attempt cap the item is a dead letter: counted in /api/health, never tried again', async () => {
    const deadBefore = (await health()).deadLetters;
    const id = await post('/api/loan-lead', lead);
    smtp.refusing = true;
    const w = worker({ maxAttempts: 3 });
    for (let i = 0; i < 3; i += 1) {
      await w.runOnce();
      clock += 120_000;
    }
    const row = await outboxRow('loan-lead', id);
    const leadRef = await ref('loan-lead', id);
    expect(row).toMatchObject({ state: 'dead', attempts: 3 });
    expect(row.last_error).not.toContain('@');
    expect(await health()).toMatchObject({ queued: 0, deadLetters: deadBefore + 1 });
    smtp.refusing = false;
    clock += 3_600_000;
    expect((await w.runOnce()).claimed).toBe(0);
    expect(smtp.messages).toHaveLength(0);
    expect(logs.some((l) => l.includes('dead letter') && l.includes(leadRef))).toBe(true);
  });

  it('a crash between sending and recording: the item is sent once more, with the same id, and no more', async () => {
    const id = await post('/api/request-form', contact);
    const config = settings();
    // The first worker claims and sends, then "dies" before it records anything.
    const [item] = await claim(t.app.db, t.app.dbDialect, {
      limit: 5,
      now: clock,
      leaseMs: config.leaseMs,
      recipients: config.to,
    });
    expect(item).toMatchObject({ kind: 'enquiry', submissionId: id, attempts: 1 });
    const submission = await loadSubmission(t.app.db, 'enquiry', id);
    if (!submission) throw new Error('no submission');
    await mailer().send(buildMessage(submission, { from: config.from, to: config.to, siteUrl: SITE }));
    // Its lease holds while it could still be alive...
    const w = worker();
    expect((await w.runOnce()).claimed).toBe(0);
    // ...and when it runs out, another worker takes the item over.
    clock += config.leaseMs + 1;
    expect(await w.runOnce()).toMatchObject({ claimed: 1, delivered: 1 });
    const copies = smtp.bySubmission(await ref('enquiry', id));
    expect(copies).toHaveLength(2);
    expect(copies[1]?.headers.get('message-id')).toBe(copies[0]?.headers.get('message-id'));
    expect(await outboxRow('enquiry', id)).toMatchObject({ state: 'delivered', attempts: 2 });
    clock += config.leaseMs * 10;
    expect((await w.runOnce()).claimed).toBe(0);
    expect(smtp.bySubmission(await ref('enquiry', id))).toHaveLength(2);
  });

  it('the items of a dead worker of this host are taken over at once; other holders keep theirs', async () => {
    const a = await post('/api/request-form', contact);
    const b = await post('/api/loan-lead', lead);
    const items = await claim(t.app.db, t.app.dbDialect, {
      limit: 5,
      now: clock,
      leaseMs: 600_000,
      recipients: settings().to,
    });
    expect(items.map((i) => i.submissionId).sort()).toEqual([a, b].sort());
    const child = spawn(process.execPath, ['-e', '']);
    const deadPid = await new Promise<number>((resolve) => child.on('exit', () => resolve(child.pid ?? 0)));
    const setToken = (kind: 'enquiry' | 'loan-lead', id: number, token: string) =>
      t.app.db
        .updateTable('delivery_outbox')
        .set({ lease_token: token })
        .where('kind', '=', kind)
        .where('submission_id', '=', id)
        .execute();
    await setToken('enquiry', a, leaseToken(deadPid));
    await setToken('loan-lead', b, leaseToken(deadPid, 'another-host'));
    expect(await expireOrphanedLeases(t.app.db, clock, (pid) => pid !== deadPid)).toBe(1);
    const w = worker();
    expect(await w.runOnce()).toMatchObject({ claimed: 1, delivered: 1 });
    expect(smtp.bySubmission(await ref('enquiry', a))).toHaveLength(1);
    // The other host's lease, and a live process's, run their course.
    expect(await expireOrphanedLeases(t.app.db, clock, () => true)).toBe(0);
    expect((await w.runOnce()).claimed).toBe(0);
    expect(processAlive(process.pid)).toBe(true);
    expect(processAlive(deadPid)).toBe(false);
  });

  it('a worker that is alive keeps its items: a slow send renews the lease, nobody else takes it', async () => {
    const id = await post('/api/loan-lead', lead);
    let release: () => void = () => undefined;
    smtp.hold = new Promise<void>((r) => (release = r));
    const arrived = new Promise<void>((r) => (smtp.onData = r));
    const leaseMs = 3_000;
    const slow = worker({ leaseMs });
    const realNow = Date.now;
    clock = realNow();
    // This test runs on real time: the renewal timer fires every second.
    const live = new DeliveryWorker({
      db: t.app.db,
      dialect: t.app.dbDialect,
      mailer: mailer(),
      config: settings({ leaseMs }),
      siteUrl: SITE,
      log,
    });
    const sending = live.runOnce();
    await arrived;
    await new Promise((r) => setTimeout(r, leaseMs + 1_000));
    clock = Date.now();
    expect((await slow.runOnce()).claimed).toBe(0);
    release();
    expect(await sending).toMatchObject({ delivered: 1 });
    smtp.onData = null;
    expect(smtp.bySubmission(await ref('loan-lead', id))).toHaveLength(1);
  }, 20_000);

  it('a submission deleted while queued is dropped from the queue, not sent', async () => {
    const id = await post('/api/request-form', contact);
    const enquiryRef = await ref('enquiry', id);
    await t.app.db.deleteFrom('enquiries').where('id', '=', id).execute();
    expect(await worker().runOnce()).toMatchObject({ claimed: 1 });
    expect(smtp.bySubmission(enquiryRef)).toHaveLength(0);
    const gone = await t.app.db
      .selectFrom('delivery_outbox')
      .select('id')
      .where('kind', '=', 'enquiry')
      .where('submission_id', '=', id)
      .execute();
    expect(gone).toHaveLength(0);
  });

  it('the loop: start() delivers what is stored (woken at once), stop() ends it', async () => {
    const w = new DeliveryWorker({
      db: t.app.db,
      dialect: t.app.dbDialect,
      mailer: smtpMailer(smtp.url),
      config: settings({ pollMs: 60_000 }),
      siteUrl: SITE,
      log,
    });
    t.app.deliveryWorker = w;
    w.start();
    try {
      const enquiryRef = await ref('enquiry', await post('/api/request-form', contact));
      for (let i = 0; i < 100 && smtp.bySubmission(enquiryRef).length === 0; i += 1)
        await new Promise((r) => setTimeout(r, 50));
      expect(smtp.bySubmission(enquiryRef)).toHaveLength(1);
    } finally {
      await w.stop();
      t.app.deliveryWorker = null;
    }
  });
});

describe('no SMTP settings: a folder of .eml files', () => {
  it('writes one readable .eml per submission, named by its reference; a second send replaces it', async () => {
    const dir = path.join(t.db.dataDir, 'mail-test');
    const id = await post('/api/request-form', contact);
    const enquiryRef = await ref('enquiry', id);
    const w = worker({ smtpUrl: undefined, mailDir: dir }, folderMailer(dir));
    expect(await w.runOnce()).toMatchObject({ delivered: 1 });
    const file = path.join(dir, `${enquiryRef}.eml`);
    const text = fs.readFileSync(file, 'utf8');
    // Header names are case-insensitive; nodemailer writes this one as X-Submission-ID.
    expect(text).toMatch(new RegExp(`^X-Submission-Id: ${enquiryRef}$`, 'mi'));
    expect(text).toMatch(/^Reply-To: Ravi Sharma <ravi.sharma@example.com>$/m);
    expect(text).toContain('Name: Ravi Sharma');
    const submission = await loadSubmission(t.app.db, 'enquiry', id);
    if (!submission) throw new Error('no submission');
    const again = buildMessage(submission, { from: 'a@firm.example.com', to: ['b@firm.example.com'], siteUrl: SITE });
    await folderMailer(dir).send(again);
    expect(fs.readdirSync(dir).filter((f) => f.startsWith(`${enquiryRef}.`))).toEqual([`${enquiryRef}.eml`]);
    expect(fs.readFileSync(file, 'utf8')).toContain('From: a@firm.example.com');
    if (!usingPostgres) expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });
});
