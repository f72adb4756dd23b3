import { enquiryOutbox, enquiryRef, storeEnquiries } from '../../test/delivery';
import { createTestApp, type TestApp } from '../../test/helpers';
import { startSmtp, type TestSmtp } from '../../test/smtp';
import { readDeliveryConfig } from '../../config';
import { type DeliveryConfig } from './config';
import { createMailer } from './mailer';
import { claim } from './outbox';
import { DeliveryWorker, type WorkerLog } from './worker';

/**
 * Messages the mail server never answers do not hold up the others: the worker keeps its slots
 * busy with the next messages, gives up on the hung ones at the send time limit (a temporary
 * failure) and sends them again afterwards. Times are compared with a run of the same size with
 * nothing hanging on this machine, never with fixed figures.
 */

const contact = {
  name: 'Slot Test',
  email: 'slot.test@example.com',
  phone: '9876543210',
  subject: 'Slots',
  message: 'x',
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let t: TestApp;
let smtp: TestSmtp;
const warnings: string[] = [];
const log: WorkerLog = {
  info: () => undefined,
  warn: (o, m) => warnings.push(JSON.stringify({ ...o, m })),
  error: () => undefined,
};

beforeAll(async () => {
  t = await createTestApp();
  smtp = await startSmtp();
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

const store = (n: number) => storeEnquiries(t.app.db, contact, n);

function startWorker(over: Partial<DeliveryConfig>, stopWaitMs?: number): DeliveryWorker {
  const config: DeliveryConfig = {
    ...readDeliveryConfig({}, t.db.dataDir),
    smtpUrl: smtp.url,
    to: ['sales@firm.example.com'],
    from: 'web@firm.example.com',
    pollMs: 100,
    retryBaseMs: 500,
    retryMaxMs: 1_000,
    ...over,
  };
  const w = new DeliveryWorker({
    db: t.app.db,
    dialect: t.app.dbDialect,
    mailer: createMailer(config),
    config,
    siteUrl: 'http://localhost:3000',
    log,
    ...(stopWaitMs === undefined ? {} : { stopWaitMs }),
  });
  w.start();
  return w;
}

const ref = enquiryRef;
const delivered = (id: number) => smtp.bySubmission(ref(id)).length > 0;

/** Waits until `done()`; the time it took, or a failure after `ms`. */
async function until(what: string, done: () => boolean, ms: number): Promise<number> {
  const start = Date.now();
  while (!done()) {
    if (Date.now() - start > ms) throw new Error(`${what}: not within ${ms} ms`);
    await sleep(20);
  }
  return Date.now() - start;
}

it('60 messages of which 6 hang: the 54 others go long before the hung ones time out; those are sent again afterwards', async () => {
  // A normal run of 54 messages on this machine, with the settings of the run below.
  const slowMs = 250;
  const warm = await store(54);
  let worker = startWorker({ slowMs, sendTimeoutMs: 60_000 });
  const normal = await until('the normal run', () => warm.every(delivered), 60_000);
  await worker.stop();

  // The same with six more the server never answers (spread over the queue), at the default concurrency.
  const sendTimeoutMs = Math.max(5_000, normal * 10);
  const ids = await store(60);
  const hung = ids.filter((_, i) => i % 10 === 3);
  const others = ids.filter((id) => !hung.includes(id));
  smtp.holdForever = (headers) => hung.some((id) => headers.get('x-submission-id') === ref(id));
  worker = startWorker({ slowMs, sendTimeoutMs });
  expect(hung).toHaveLength(6);
  try {
    const took = await until('the 54 others', () => others.every(delivered), sendTimeoutMs - 1_000);
    // Before any hung message reached its time limit: all six are still on their first attempt.
    const held = await enquiryOutbox(t.app.db, hung);
    expect(held).toMatchObject(hung.map(() => ({ state: 'sending', attempts: 1 })));
    // A small multiple of the normal run (each hung message held a slot for slowMs at most).
    expect(took).toBeLessThan(3 * normal + 6 * slowMs + 1_000);

    // The server answers again once it holds all six (a hung message still on its way would otherwise go
    // through on its first attempt): after their time limit the six are sent again and delivered, once each.
    const heldIds = () => new Set(smtp.heldForever.map((h) => h.get('x-submission-id')));
    await until('the six held by the server', () => hung.every((id) => heldIds().has(ref(id))), sendTimeoutMs - 1_000);
    smtp.holdForever = null;
    await until('the six hung ones', () => hung.every(delivered), sendTimeoutMs + 30_000);
    for (const id of ids) expect(smtp.bySubmission(ref(id))).toHaveLength(1);
    const retried = await enquiryOutbox(t.app.db, hung);
    expect(retried).toMatchObject(hung.map(() => ({ state: 'delivered', attempts: 2, last_error: null })));
    expect(
      warnings.filter((w) => w.includes('will retry') && /ETIMEDOUT|No answer from the mail server/.test(w)),
    ).toHaveLength(6);
    // Each said once that it let the next messages go.
    for (const id of hung)
      expect(
        warnings.filter((w) => w.includes(`"submission":"${ref(id)}"`) && w.includes('not answered yet')),
      ).toHaveLength(1);
  } finally {
    smtp.holdForever = null;
    await worker.stop();
  }
}, 120_000);

it('stop() lets a send in flight finish, and hands back within its bound the one the server does not answer', async () => {
  const outbox = async (id: number) => (await enquiryOutbox(t.app.db, [id]))[0];
  const [slow, hung] = (await store(2)) as [number, number];
  let release: () => void = () => undefined;
  smtp.hold = new Promise<void>((r) => (release = r));
  smtp.holdForever = (headers) => headers.get('x-submission-id') === ref(hung);
  const worker = startWorker({ slowMs: 100, sendTimeoutMs: 60_000 }, 2_000);
  try {
    const sending = async () => (await outbox(slow))?.state === 'sending' && (await outbox(hung))?.state === 'sending';
    for (let i = 0; i < 200 && !(await sending()); i += 1) await sleep(20);
    // The slow one is answered while the worker stops; the hung one never is.
    setTimeout(() => release(), 300);
    const started = Date.now();
    await worker.stop();
    expect(Date.now() - started).toBeLessThan(30_000); // far below the 60 s send limit
    expect(await outbox(slow)).toMatchObject({ state: 'delivered', attempts: 1 });
    expect(await outbox(hung)).toMatchObject({ state: 'pending', attempts: 0, lease_token: null });
    expect(warnings.some((w) => w.includes('items handed back') && w.includes('"items":1'))).toBe(true);
  } finally {
    smtp.hold = null;
    smtp.holdForever = null;
    await worker.stop();
  }
  // The next worker sends it.
  const next = startWorker({});
  try {
    await until('the handed-back one', () => delivered(hung), 30_000);
  } finally {
    await next.stop();
  }
}, 60_000);

it('the running worker renews the lease of every item in flight: no other worker takes them while it waits', async () => {
  const leaseMs = 3_000;
  const ids = await store(3);
  let release: () => void = () => undefined;
  smtp.hold = new Promise<void>((r) => (release = r));
  const worker = startWorker({ leaseMs, slowMs: 500, sendTimeoutMs: 60_000 });
  try {
    const sending = async () => (await enquiryOutbox(t.app.db, ids)).every((r) => r.state === 'sending');
    for (let i = 0; i < 250 && !(await sending()); i += 1) await sleep(20);
    expect(await sending()).toBe(true);
    // Well past the lease the worker took them with: renewed, so another claim finds nothing.
    await sleep(leaseMs + 1_500);
    const other = await claim(t.app.db, t.app.dbDialect, {
      limit: 10,
      now: Date.now(),
      leaseMs,
      recipients: ['sales@firm.example.com'],
    });
    expect(other).toEqual([]);
    release();
    await until('the three held ones', () => ids.every(delivered), 30_000);
    for (const id of ids) expect(smtp.bySubmission(ref(id))).toHaveLength(1);
  } finally {
    smtp.hold = null;
    await worker.stop();
  }
}, 60_000);
