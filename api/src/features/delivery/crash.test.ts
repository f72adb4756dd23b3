import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { connect, type DatabaseHandle } from '../../db/connection';
import { migrate } from '../../db/migrate';
import { createTestDatabase, refOf, until, usingPostgres, type TestDatabase } from '../../test/helpers';
import { storeEnquiries } from '../../test/delivery';
import { startSmtp, type TestSmtp } from '../../test/smtp';
import { readDeliveryConfig } from '../../config';
import { smtpMailer, type Mailer } from './mailer';
import { claim } from './outbox';
import { DeliveryWorker, type WorkerLog } from './worker';

/**
 * Delivery across failures of the process itself: the API killed (SIGKILL) while a message is on
 * the wire loses nothing, and sends that message at most once more, with the same id; and, on
 * PostgreSQL, two workers on one queue never send the same item.
 */

const API_DIR = path.resolve(__dirname, '../../..');
const contact = {
  name: 'Kill Test',
  email: 'kill.test@example.com',
  phone: '9876543210',
  subject: 'Crash',
  message: 'Delivered across a crash',
};
const quiet: WorkerLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

describe('the API killed during delivery', () => {
  let db: TestDatabase;
  let smtp: TestSmtp;
  let api: ChildProcess | null = null;
  let port = 0;

  beforeAll(async () => {
    db = await createTestDatabase();
    smtp = await startSmtp();
    port = await freePort();
  });
  afterAll(async () => {
    api?.kill('SIGKILL');
    await smtp.close();
    await db.dispose();
  });

  function startApi(): ChildProcess {
    const child = spawn(process.execPath, ['--require', 'tsx/cjs', 'src/server.ts'], {
      cwd: API_DIR,
      env: {
        ...process.env,
        DATABASE_URL: db.databaseUrl,
        API_DATA_DIR: db.dataDir,
        API_PORT: String(port),
        API_HOST: '127.0.0.1',
        API_LOG_LEVEL: 'error',
        SEED_LISTINGS: '20',
        WRITE_RATE_LIMIT: '10000',
        SMTP_URL: smtp.url,
        DELIVERY_TO: 'sales@firm.example.com',
        DELIVERY_FROM: 'web@firm.example.com',
        DELIVERY_WORKER: 'on',
        // Long: the dead worker's items must be taken over because its process is gone, not by waiting.
        DELIVERY_LEASE_MS: '120000',
        DELIVERY_POLL_MS: '100',
        DELIVERY_RETRY_BASE_MS: '200',
        DELIVERY_RETRY_MAX_MS: '1000',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    return child;
  }

  const base = () => `http://127.0.0.1:${port}`;
  const health = async () =>
    ((await (await fetch(`${base()}/api/health`)).json()) as { delivery: { queued: number; deadLetters: number } })
      .delivery;

  it('SIGKILL while a message is on the wire: after a restart every submission is delivered, at most one extra copy each, same id', async () => {
    api = startApi();
    await until('the API', async () => ((await fetch(`${base()}/api/health`)).ok ? true : undefined), 60_000);
    // The server takes each message's DATA but answers only when released: the worker waits mid-send.
    let release: () => void = () => undefined;
    smtp.hold = new Promise<void>((r) => (release = r));
    const arrived = new Promise<void>((r) => (smtp.onData = r));
    const ids: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await fetch(`${base()}/api/request-form`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...contact, subject: `Crash ${i}` }),
      });
      expect(res.status).toBe(200);
      ids.push(((await res.json()) as { id: number }).id);
    }
    await arrived;
    const killed = api;
    await new Promise<void>((resolve) => {
      killed.once('exit', () => resolve());
      killed.kill('SIGKILL');
    });
    // The server got the whole message, but the worker never heard the answer: the classic duplicate.
    release();
    smtp.hold = null;
    smtp.onData = null;
    await sleep(200);
    const beforeRestart = smtp.messages.length;
    expect(beforeRestart).toBeGreaterThanOrEqual(1);

    api = startApi();
    await until('the queue to empty', async () => ((await health()).queued === 0 ? true : undefined), 30_000);
    expect((await health()).deadLetters).toBe(0);
    const reader = await connect({ databaseUrl: db.databaseUrl, dataDir: db.dataDir });
    const refs = await Promise.all(ids.map((id) => refOf(reader.db, 'enquiry', id))).finally(() => reader.close());
    for (const ref of refs) {
      const copies = smtp.bySubmission(ref);
      expect(copies.length).toBeGreaterThanOrEqual(1);
      expect(copies.length).toBeLessThanOrEqual(2);
      expect(new Set(copies.map((c) => c.headers.get('message-id'))).size).toBe(1);
    }
    // Only messages that were on the wire at the kill came twice.
    expect(smtp.messages.length - ids.length).toBeLessThanOrEqual(beforeRestart);
    const stopped = api;
    await new Promise<void>((resolve) => {
      stopped.once('exit', () => resolve());
      stopped.kill('SIGTERM');
    });
    api = null;
  }, 120_000);
});

(usingPostgres ? describe : describe.skip)('PostgreSQL: several workers on one queue', () => {
  let db: TestDatabase;
  let smtp: TestSmtp;
  const handles: DatabaseHandle[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    smtp = await startSmtp();
    for (let i = 0; i < 3; i += 1) handles.push(await connect({ databaseUrl: db.databaseUrl, dataDir: db.dataDir }));
    await migrate(handles[0] as DatabaseHandle);
  });
  afterAll(async () => {
    for (const h of handles) await h.close();
    await smtp.close();
    await db.dispose();
  });

  it('three workers (three connection pools) drain 60 items: each sent exactly once, all three took part', async () => {
    const main = handles[0] as DatabaseHandle;
    const ids = await storeEnquiries(main.db, contact, 60);
    const refs = await Promise.all(ids.map((id) => refOf(main.db, 'enquiry', id)));
    // A slow server, so the workers' batches overlap in time.
    smtp.delayMs = 20;
    const mailers = handles.map(() => smtpMailer(smtp.url));
    const workers = handles.map(
      (h, i) =>
        new DeliveryWorker({
          db: h.db,
          dialect: h.dialect,
          mailer: mailers[i] as Mailer,
          config: { ...readDeliveryConfig({}, db.dataDir), concurrency: 4 },
          siteUrl: 'http://localhost:3000',
          log: quiet,
        }),
    );
    const sent = [0, 0, 0];
    await Promise.all(
      workers.map(async (w, i) => {
        for (;;) {
          const r = await w.runOnce();
          if (r.claimed === 0) return;
          sent[i] = (sent[i] ?? 0) + r.delivered;
        }
      }),
    );
    smtp.delayMs = 0;
    for (const m of mailers) m.close();
    for (const ref of refs) expect(smtp.bySubmission(ref)).toHaveLength(1);
    expect(smtp.messages).toHaveLength(60);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(60);
    for (const n of sent) expect(n).toBeGreaterThan(0);
    const states = await main.db.selectFrom('delivery_outbox').select('state').distinct().execute();
    expect(states.map((s) => s.state)).toEqual(['delivered']);
  }, 60_000);

  it('a claim skips the rows another transaction holds locked (FOR UPDATE SKIP LOCKED), it does not wait for them', async () => {
    const [a, b] = handles as [DatabaseHandle, DatabaseHandle];
    const [id] = (await storeEnquiries(a.db, contact)) as [number];
    let unlock: () => void = () => undefined;
    const locked = new Promise<void>((r) => (unlock = r));
    let holding: () => void = () => undefined;
    const held = new Promise<void>((r) => (holding = r));
    const holder = a.db.transaction().execute(async (trx) => {
      await trx
        .selectFrom('delivery_outbox')
        .select('id')
        .where('kind', '=', 'enquiry')
        .where('submission_id', '=', id)
        .forUpdate()
        .execute();
      holding();
      await locked;
    });
    await held;
    const started = Date.now();
    const items = await claim(b.db, 'postgres', {
      limit: 10,
      now: Date.now(),
      leaseMs: 30_000,
      recipients: ['sales@firm.example.com'],
    });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(items.some((i) => i.submissionId === id)).toBe(false);
    unlock();
    await holder;
    const after = await claim(b.db, 'postgres', {
      limit: 10,
      now: Date.now(),
      leaseMs: 30_000,
      recipients: ['sales@firm.example.com'],
    });
    expect(after.map((i) => i.submissionId)).toContain(id);
  });
});
