import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildApp } from '../../app';
import { connect } from '../../db/connection';
import { logCapture } from '../../test/delivery';
import { createTestDatabase, usingPostgres, type TestDatabase } from '../../test/helpers';

/**
 * The worker's start line names what it works on: the database, the mail transport, the firm's
 * addresses, its concurrency and send time limit; never a password of the database or SMTP URL.
 */

const SMTP_SECRET = 'Hunter2Smtp';
const DB_SECRET = 'Hunter2Db';
const TO = 'sales@firm.example.com, Ops Desk <ops@firm.example.com>';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => db.dispose());

/** The test database's URL, with a password when it is PostgreSQL's (the test server trusts any). */
function databaseUrl(): string {
  if (!usingPostgres) return db.databaseUrl;
  const url = new URL(db.databaseUrl);
  url.password = DB_SECRET;
  return url.toString();
}

it('npm run worker: database, transport, recipients, concurrency and send time limit; no password', async () => {
  const child = spawn(process.execPath, ['--require', 'tsx/cjs', 'src/cli/worker.ts'], {
    cwd: path.resolve(__dirname, '../../..'),
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl(),
      API_DATA_DIR: db.dataDir,
      API_LOG_LEVEL: 'info',
      SMTP_URL: `smtp://website:${SMTP_SECRET}@127.0.0.1:2525`,
      DELIVERY_TO: TO,
      DELIVERY_FROM: 'web@firm.example.com',
      DELIVERY_CONCURRENCY: '3',
      DELIVERY_SEND_TIMEOUT_MS: '12000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const started = new Promise<string>((resolve, reject) => {
    const read = (c: Buffer) => {
      out += c.toString('utf8');
      const line = out.split('\n').find((l) => l.includes('delivery worker started'));
      if (line) resolve(line);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`worker exited (${code}): ${out}`)));
  });
  try {
    const line = JSON.parse(await started) as Record<string, unknown>;
    expect(line).toMatchObject({
      transport: 'SMTP smtp://127.0.0.1:2525',
      recipients: ['sales@firm.example.com', 'Ops Desk <ops@firm.example.com>'],
      concurrency: 3,
      sendTimeoutMs: 12000,
    });
    if (usingPostgres) expect(line.database).toMatch(/^postgres:\/\/postgres@127\.0\.0\.1:\d+\/\w+ \(schema \w+\)$/);
    else expect(line.database).toBe(`sqlite:${db.databaseUrl}`);
    expect(out).not.toContain(SMTP_SECRET);
    expect(out).not.toContain(DB_SECRET);
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}, 30_000);

it('the worker in the API process says the same at start', async () => {
  const { stream, lines } = logCapture();
  const app = await buildApp({
    databaseUrl: databaseUrl(),
    dataDir: db.dataDir,
    logger: true,
    logStream: stream,
    deliveryWorker: true,
    delivery: {
      smtpUrl: `smtp://website:${SMTP_SECRET}@127.0.0.1:2525`,
      to: ['sales@firm.example.com'],
      sendTimeoutMs: 20_000,
    },
    seed: { listings: 20 },
  });
  await app.close();
  const ready = JSON.parse(lines.find((l) => l.includes('database ready')) ?? '{}') as { database?: string };
  const started = JSON.parse(lines.find((l) => l.includes('delivery worker started')) ?? '{}') as Record<
    string,
    unknown
  >;
  expect(started).toMatchObject({
    database: ready.database,
    transport: 'SMTP smtp://127.0.0.1:2525',
    recipients: ['sales@firm.example.com'],
    concurrency: 4,
    sendTimeoutMs: 20_000,
  });
  expect(ready.database).toEqual(expect.any(String));
  expect(lines.join('')).not.toContain(SMTP_SECRET);
  expect(lines.join('')).not.toContain(DB_SECRET);
});

it('a PostgreSQL URL with a password is described without it', async () => {
  // No query runs without ?schema=, so nothing connects to this address.
  const handle = await connect({ databaseUrl: `postgres://app:${DB_SECRET}@db.example.in:5432/site`, dataDir: '/tmp' });
  try {
    expect(handle.description).toBe('postgres://app@db.example.in:5432/site');
  } finally {
    await handle.close();
  }
});
