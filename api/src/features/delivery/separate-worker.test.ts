import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../../app';
import { logCapture } from '../../test/delivery';
import { createTestDatabase, usingPostgres, type TestDatabase } from '../../test/helpers';
import { startSmtp, type TestSmtp } from '../../test/smtp';
import { submissionRef } from './submission';

/**
 * The API with DELIVERY_WORKER=off and one `npm run worker` process on the same database: visitors'
 * submits never fail while the worker claims and records (on SQLite both processes write to one
 * file; a write transaction must take the write lock at its start, not on its first write), and
 * every submission is delivered exactly once. The worker must be another process: better-sqlite3
 * waits for a lock synchronously, so two handles in one process would only take turns.
 */

const API_DIR = path.resolve(__dirname, '../../..');
const SUBMITS = 300;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let db: TestDatabase;
let smtp: TestSmtp;
let app: FastifyInstance;
let worker: ChildProcess | null = null;
const apiLog = logCapture();

beforeAll(async () => {
  db = await createTestDatabase();
  smtp = await startSmtp();
  app = await buildApp({
    databaseUrl: db.databaseUrl,
    dataDir: db.dataDir,
    logger: true,
    logStream: apiLog.stream,
    deliveryWorker: false,
    writeRateLimit: 100_000,
    seed: { listings: 20 },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  worker?.kill('SIGKILL');
  await app.close();
  await smtp.close();
  await db.dispose();
});

function startWorker(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--require', 'tsx/cjs', 'src/cli/worker.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      DATABASE_URL: db.databaseUrl,
      API_DATA_DIR: db.dataDir,
      API_LOG_LEVEL: 'info',
      SMTP_URL: smtp.url,
      DELIVERY_TO: 'sales@firm.example.com',
      DELIVERY_FROM: 'web@firm.example.com',
      // Polls often, so its claims keep writing while the submits arrive.
      DELIVERY_POLL_MS: '50',
      DELIVERY_CONCURRENCY: '8',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const read = (c: Buffer) => {
      out += c.toString('utf8');
      if (out.includes('delivery worker started')) resolve(child);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`worker exited early (${code}): ${out}`)));
  });
}

it(`${SUBMITS} submits at once while a worker process delivers: no failure, each delivered exactly once`, async () => {
  worker = await startWorker();
  const { port } = app.server.address() as AddressInfo;
  const statuses = await Promise.all(
    Array.from({ length: SUBMITS }, async (_, i) => {
      const res = await fetch(`http://127.0.0.1:${port}/api/request-form`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': `separate-worker-${i}` },
        body: JSON.stringify({
          name: 'Load Test',
          email: 'load.test@example.com',
          phone: '9876543210',
          subject: `Submit ${i}`,
          message: 'Sent while a worker process delivers',
        }),
      });
      await res.arrayBuffer();
      return res.status;
    }),
  );
  expect(statuses.filter((s) => s !== 200).length).toBe(0);

  const delivered = async () =>
    Number(
      (
        await app.db
          .selectFrom('delivery_outbox')
          .select(sql<number>`cast(count(*) as integer)`.as('n'))
          .where('state', '=', 'delivered')
          .executeTakeFirstOrThrow()
      ).n,
    );
  const end = Date.now() + 120_000;
  while ((await delivered()) < SUBMITS && Date.now() < end) await sleep(100);
  expect(await delivered()).toBe(SUBMITS);
  const refs = (await app.db.selectFrom('enquiries').select('public_id').execute()).map((r) =>
    submissionRef('enquiry', r.public_id),
  );
  expect(refs).toHaveLength(SUBMITS);
  for (const ref of refs) expect(smtp.bySubmission(ref)).toHaveLength(1);
  expect(smtp.messages).toHaveLength(SUBMITS);
}, 180_000);

(usingPostgres ? it.skip : it)('the API on SQLite says once, at warn level, that it is single-instance', () => {
  const lines = apiLog.lines.filter((l) => l.includes('single-instance'));
  expect(lines).toHaveLength(1);
  expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ level: 40 });
});
