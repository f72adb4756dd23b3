import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { databaseTarget } from '../../db/connection';
import { createTestDatabase, until, usingPostgres, type TestDatabase } from '../../test/helpers';
import { startSmtp, type TestSmtp } from '../../test/smtp';
import { forgetPerson } from '../delivery';
import { createAccount, startSession } from '../staff';
import { backupDatabase } from './backup';
import { restoreCommand } from './commands';
import { findPgTool } from './postgres';

/**
 * Backup and restore end to end, through the commands operators run: an API on a real port with
 * its delivery worker sending to a test SMTP server takes 200 concurrent writes; `npm run backup`
 * runs in the middle of them; the worker delivers everything; `npm run restore` puts the backup
 * back; the API starts again on it. Every write acknowledged before the backup started must be
 * there, no submission may reach the inbox twice (counted by X-Submission-Id over the whole run),
 * and submissions stored after the restore, whose numeric ids repeat ids already delivered, must
 * get references never seen before. SQLite, and PostgreSQL under scripts/with-postgres.sh (skipped
 * when pg_dump or pg_restore is missing).
 */

const API_DIR = path.resolve(__dirname, '../../..');
const REF = /^(enquiry|loan-lead)-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const pgToolsPresent = findPgTool('pg_dump') !== undefined && findPgTool('pg_restore') !== undefined;
const runnable = !usingPostgres || pgToolsPresent;
if (!runnable) console.warn('pg_dump/pg_restore not found: the PostgreSQL backup tests are skipped');

type Kind = 'enquiry' | 'loan-lead';
interface Write {
  n: number;
  kind: Kind;
  email: string;
  /** Numeric id of the answer, once acknowledged. */
  id?: number;
}

interface Cli {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `npm run <name> -w api -- …` as operators do (node --require tsx/cjs src/cli/<name>.ts). */
function runCli(name: 'backup' | 'restore', args: string[], env: NodeJS.ProcessEnv): Promise<Cli> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--require', 'tsx/cjs', `src/cli/${name}.ts`, ...args], {
      cwd: API_DIR,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

(runnable ? describe : describe.skip)('backup while the API writes, restore, deliveries', () => {
  let db: TestDatabase;
  let smtp: TestSmtp;
  let app: FastifyInstance | null = null;
  let base = '';
  const run = randomUUID().slice(0, 8);

  beforeAll(async () => {
    db = await createTestDatabase();
    smtp = await startSmtp();
  });
  afterAll(async () => {
    await app?.close();
    await smtp.close();
    await db.dispose();
  });

  /** The API with its delivery worker, listening on a free port of 127.0.0.1. */
  async function startApi(): Promise<FastifyInstance> {
    const started = await buildApp({
      databaseUrl: db.databaseUrl,
      dataDir: db.dataDir,
      logger: false,
      seed: { listings: 20 },
      writeRateLimit: 100_000,
      deliveryWorker: true,
      delivery: {
        smtpUrl: smtp.url,
        pollMs: 50,
        to: ['sales@firm.example.com'],
        from: 'Website <web@firm.example.com>',
      },
    });
    await started.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(started.server.address() as AddressInfo).port}`;
    return started;
  }

  const newWrite = (n: number): Write => ({
    n,
    kind: n % 3 === 2 ? 'loan-lead' : 'enquiry',
    email: `w${n}.${run}@example.com`,
  });

  async function send(w: Write): Promise<void> {
    const body =
      w.kind === 'enquiry'
        ? { name: `Writer ${w.n}`, email: w.email, phone: '9876543210', subject: `Flat ${w.n}`, message: 'Call me' }
        : { name: `Writer ${w.n}`, email: w.email, phone: '9876543210' };
    const res = await fetch(`${base}/api/${w.kind === 'enquiry' ? 'request-form' : 'loan-lead'}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': `backup-${run}-${w.n}` },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(200);
    w.id = ((await res.json()) as { id: number }).id;
  }

  const health = async () =>
    ((await (await fetch(`${base}/api/health`)).json()) as { delivery: { queued: number } }).delivery;
  const refsSeen = () => smtp.messages.map((m) => m.headers.get('x-submission-id') ?? '');
  const copiesPerRef = () => {
    const counts = new Map<string, number>();
    for (const ref of refsSeen()) counts.set(ref, (counts.get(ref) ?? 0) + 1);
    return counts;
  };
  /** Waits until the worker has sent `count` distinct submissions and nothing is queued. */
  const delivered = (count: number) =>
    until(
      `${count} deliveries`,
      async () => (copiesPerRef().size >= count && (await health()).queued === 0 ? true : undefined),
      90_000,
    );

  it('200 writes with a backup in their middle; after the restore nothing acknowledged before the backup is missing, nothing is sent twice, no reference repeats', async () => {
    app = await startApi();
    const outDir = path.join(db.dataDir, 'backups');
    // Each message waits a little at the server: items are still queued when the backup is taken.
    smtp.delayMs = 20;
    const writes = Array.from({ length: 200 }, (_, n) => newWrite(n));
    const [first, during, after] = [writes.slice(0, 100), writes.slice(100, 160), writes.slice(160)];

    // 100 concurrent writes; once half are acknowledged, the backup command starts.
    const firstDone = Promise.all(first.map(send));
    // A staff member is signed in when the backup is taken: the restore must not revive the session.
    const staff = await createAccount(
      app.db,
      { email: 'staff@example.in', role: 'editor', password: 'lantern orchid basalt 7' },
      { via: 'command' },
      Date.now(),
    );
    await startSession(app.db, staff.id, Date.now());
    await until('50 acknowledged writes', () => (first.filter((w) => w.id).length >= 50 ? true : undefined));
    const ackedBeforeBackup = writes.filter((w) => w.id !== undefined);
    const pgEnv = usingPostgres ? withPassword(db.databaseUrl, 'pw-never-printed') : db.databaseUrl;
    const backup = runCli('backup', ['--out', outDir, '--keep', '5'], {
      DATABASE_URL: pgEnv,
      API_DATA_DIR: db.dataDir,
    });
    // 60 more go out one every 25 ms while the command starts, and all that are left the moment
    // it begins to copy (its file appears): writes race the copy.
    let backupDone = false;
    void backup.then(() => (backupDone = true));
    const copying = () => backupDone || (fs.existsSync(outDir) && fs.readdirSync(outDir).length > 0);
    const sending: Promise<void>[] = [];
    for (const w of during) {
      sending.push(send(w));
      if (!copying()) await new Promise((r) => setTimeout(r, 25));
    }
    const duringDone = Promise.all(sending);
    const out = await backup;
    expect(out.stderr).toBe('');
    expect(out.code).toBe(0);
    // The last 40 are stored after the backup: the restore will lose them and their numeric ids repeat.
    await Promise.all([firstDone, duringDone]);
    await Promise.all(after.map(send));
    const file = /^Backup written: (.+)$/m.exec(out.stdout)?.[1] ?? '';
    expect(fs.existsSync(file)).toBe(true);
    expect(out.stdout).toMatch(new RegExp(`^Size: [\\d.]+ [KM]B \\(${fs.statSync(file).size} bytes\\)$`, 'm'));
    expect(out.stdout).toMatch(usingPostgres ? /^Checked: pg_restore --list reads it/m : /integrity_check ok/);
    expect(out.stdout).not.toContain('pw-never-printed');

    smtp.delayMs = 0;
    await delivered(200);
    // A person asks to be forgotten after the backup: the restore must not bring them back.
    const forgotten = ackedBeforeBackup[0];
    if (!forgotten || !app) throw new Error('no write acknowledged before the backup');
    expect(await forgetPerson(app.db, { email: forgotten.email })).toHaveLength(1);
    const beforeRestore = new Set(refsSeen());
    const idsBeforeRestore = new Set(writes.map((w) => `${w.kind}:${w.id}`));

    // While the API runs, the restore refuses (it would replace the database under it).
    await expect(restoreCommand([file], { databaseUrl: db.databaseUrl, dataDir: db.dataDir, env: {} })).rejects.toThrow(
      usingPostgres ? /other session\(s\) are connected/ : /in use: stop the API/,
    );
    await app.close();
    app = null;

    // What the backup holds, to know what the restore must carry over (SQLite: the file itself).
    const pendingInBackup = usingPostgres ? undefined : sqliteCount(file, "state <> 'delivered'");
    const restored = await runCli('restore', [file], { DATABASE_URL: db.databaseUrl, API_DATA_DIR: db.dataDir });
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    const carried = Number(/^Deliveries carried over: (\d+)/m.exec(restored.stdout)?.[1]);
    const notInBackup = Number(
      /^Submissions stored after the backup was taken, not in it: (\d+)/m.exec(restored.stdout)?.[1],
    );
    expect(carried).toBeGreaterThan(0);
    if (pendingInBackup !== undefined) expect(carried).toBe(pendingInBackup);
    expect(notInBackup).toBeGreaterThanOrEqual(after.length);

    app = await startApi();
    if (!usingPostgres) expect(sqliteIntegrity(databaseTarget(db))).toBe('ok');
    expect(await app.db.selectFrom('staff_accounts').select('email').execute()).toEqual([
      { email: 'staff@example.in' },
    ]);
    expect(await app.db.selectFrom('staff_sessions').select('id').execute()).toEqual([]);
    const emails = new Set(
      [
        ...(await app.db.selectFrom('enquiries').select('email').execute()),
        ...(await app.db.selectFrom('loan_leads').select('email').execute()),
      ].map((r) => r.email),
    );
    expect(emails.has(forgotten.email)).toBe(false);
    expect(restored.stdout).toMatch(/no longer held: 1 .*\n.*deleted from the restored database again/);
    const missing = ackedBeforeBackup.filter((w) => w !== forgotten && !emails.has(w.email));
    expect(missing).toEqual([]);
    const present = writes.filter((w) => emails.has(w.email)).length + 1;
    const maxId = async (table: 'enquiries' | 'loan_leads') =>
      Number((await app?.db.selectFrom(table).select('id').orderBy('id', 'desc').executeTakeFirst())?.id ?? 0);
    const restoredMax = { enquiry: await maxId('enquiries'), 'loan-lead': await maxId('loan_leads') };
    expect(present).toBe(200 - notInBackup);
    // Nothing left to send: whatever the backup had queued was delivered before the restore.
    await new Promise((r) => setTimeout(r, 1_000));
    expect(await health()).toMatchObject({ queued: 0 });

    // New submissions reuse numeric ids of lost ones, never their references.
    const fresh = Array.from({ length: 20 }, (_, i) => newWrite(1_000 + i));
    await Promise.all(fresh.map(send));
    await delivered(200 + fresh.length);
    // Ids continue after the restored rows (PostgreSQL: the identity sequences were restored too)...
    for (const w of fresh) expect(w.id).toBeGreaterThan(restoredMax[w.kind]);
    // ...so they repeat the ids of the submissions stored after the backup, which the restore lost.
    const reusedIds = fresh.filter((w) => idsBeforeRestore.has(`${w.kind}:${w.id}`));
    expect(reusedIds.length).toBeGreaterThan(0);
    const newRefs = refsSeen().filter((r) => !beforeRestore.has(r));
    expect(newRefs).toHaveLength(fresh.length);

    const copies = copiesPerRef();
    for (const ref of copies.keys()) expect(ref).toMatch(REF);
    const twice = [...copies].filter(([, n]) => n > 1);
    expect(twice).toEqual([]);
    expect(smtp.messages).toHaveLength(220);
    process.stdout.write(
      `backup test (${usingPostgres ? 'PostgreSQL' : 'SQLite'}): 200 writes, ${ackedBeforeBackup.length} acknowledged before the backup started, ` +
        `${present} in the restored database (all ${ackedBeforeBackup.length} of those among them), ${notInBackup} stored after the backup, ` +
        `${carried} deliveries carried over, ${reusedIds.length} numeric ids reused after the restore, ` +
        `${smtp.messages.length} messages for ${copies.size} submissions, ${twice.length} delivered twice\n`,
    );
  }, 240_000);

  it('--keep keeps the newest backups of this database and deletes the older ones, nothing else', async () => {
    const outDir = path.join(db.dataDir, 'kept');
    fs.mkdirSync(outDir, { recursive: true });
    fs.writeFileSync(path.join(outDir, 'notes.txt'), 'not a backup');
    const target = databaseTarget(db);
    const made: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const r = await backupDatabase(target, { outDir, keep: 2, now: new Date(Date.UTC(2026, 0, 1, i)) });
      made.push(r.file);
      expect(r.pruned).toEqual(i < 2 ? [] : [made[0]]);
      if (!usingPostgres) expect(fs.statSync(r.file).mode & 0o777).toBe(0o600);
    }
    expect(fs.readdirSync(outDir).sort()).toEqual(['notes.txt', ...made.slice(1).map((f) => path.basename(f))].sort());
  }, 60_000);
});

(usingPostgres ? describe.skip : describe)('restore without the replaced database (SQLite)', () => {
  it('says that items pending at backup time may be sent once more, with the same X-Submission-Id', async () => {
    const source = await createTestDatabase();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-restore-'));
    try {
      const api = await buildApp({ databaseUrl: source.databaseUrl, dataDir: source.dataDir, seed: false });
      const res = await api.inject({
        method: 'POST',
        url: '/api/loan-lead',
        payload: { name: 'Pending Lead', email: 'pending@example.com', phone: '' },
      });
      expect(res.statusCode).toBe(200);
      await api.close();
      const { file } = await backupDatabase(databaseTarget(source), { outDir: path.join(source.dataDir, 'b') });
      const text = await restoreCommand([file], { databaseUrl: path.join(dataDir, 'site.db'), dataDir, env: {} });
      expect(text).toContain('Deliveries carried over: none. The replaced database could not be read');
      expect(text).toContain('same X-Submission-Id');
      expect(sqliteCount(path.join(dataDir, 'site.db'), "state = 'pending'")).toBe(1);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
      await source.dispose();
    }
  });
});

describe('finding pg_dump and pg_restore', () => {
  it('on PATH first, else the newest /usr/lib/postgresql/<version>/bin; undefined when neither has it', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-root-'));
    try {
      for (const version of ['9.6', '15', '16']) {
        fs.mkdirSync(path.join(root, version, 'bin'), { recursive: true });
        if (version !== '16') fs.writeFileSync(path.join(root, version, 'bin', 'pg_dump'), '', { mode: 0o755 });
      }
      fs.mkdirSync(path.join(root, 'onpath'));
      fs.writeFileSync(path.join(root, 'onpath', 'pg_dump'), '', { mode: 0o755 });
      expect(findPgTool('pg_dump', { PATH: '' }, root)).toBe(path.join(root, '15', 'bin', 'pg_dump'));
      expect(findPgTool('pg_dump', { PATH: path.join(root, 'onpath') }, root)).toBe(
        path.join(root, 'onpath', 'pg_dump'),
      );
      expect(findPgTool('pg_restore', { PATH: '' }, root)).toBeUndefined();
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

/** The URL with a password (the test server trusts any): it must never be printed. */
function withPassword(url: string, password: string): string {
  const u = new URL(url);
  u.password = password;
  return u.toString();
}

function sqliteCount(file: string, where: string): number {
  const db = new BetterSqlite3(file, { readonly: true });
  try {
    return Number(db.prepare(`SELECT count(*) FROM delivery_outbox WHERE ${where}`).pluck().get());
  } finally {
    db.close();
  }
}

function sqliteIntegrity(target: ReturnType<typeof databaseTarget>): string {
  if (target.dialect !== 'sqlite') return 'n/a';
  const db = new BetterSqlite3(target.file, { readonly: true });
  try {
    return String(db.pragma('integrity_check', { simple: true }));
  } finally {
    db.close();
  }
}
