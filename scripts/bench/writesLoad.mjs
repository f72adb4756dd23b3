// `npm run bench:writes`: load on the enquiry write path with a crash in the middle.
// Starts the API alone on a throwaway SQLite database, sends 500 contact enquiries in concurrent
// bursts from several simulated clients, SIGKILLs the API halfway and starts it again; clients
// retry failed sends with the same Idempotency-Key. Then it reads the database and proves that
// every enquiry answered 2xx is stored exactly once and that none is lost. Exits 1 otherwise.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import {
  finishReport,
  postOnce,
  sleep,
  startApi as startApiProcess,
  stopApi,
  waitHealthy as waitForApi,
} from './apiProcess.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PORT = Number(process.env.WRITES_PORT ?? 8150);
const BASE = `http://127.0.0.1:${PORT}`;
const TOTAL = Number(process.env.WRITES_TOTAL ?? 500);
const CLIENTS = Number(process.env.WRITES_CLIENTS ?? 10);
const BURST = Number(process.env.WRITES_BURST ?? 10);
/** The API is killed once this many enquiries have been answered 2xx (the middle of the run). */
const KILL_AFTER = Math.floor(TOTAL / 2);
const MAX_ATTEMPTS = 20;
const REQUEST_TIMEOUT_MS = 10_000;
const RESULT_FILE = path.join(root, 'bench/results/writes.md');

const runId = randomUUID().slice(0, 8);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'writes-load-'));

let api = null;
let restarts = 0;

function startApi() {
  return startApiProcess({ port: PORT, dataDir });
}

const waitHealthy = () => waitForApi(BASE);

/** One enquiry per index: distinct content and its own key, the same on every retry. */
function enquiry(n, client) {
  return {
    key: `writes-${runId}-${n}`,
    token: `token-${runId}-${n}`,
    body: {
      name: `Load Client ${client}`,
      email: `client${client}.enquiry${n}@example.com`,
      phone: `98${String(10_000_000 + n).slice(-8)}`,
      subject: `Load enquiry ${n}`,
      message: `Enquiry ${n} from client ${client}. token-${runId}-${n}`,
    },
  };
}

const stats = { attempts: 0, retries: 0, ok: 0, failedSends: 0, gaveUp: 0, non2xx: new Map(), replayedAnswers: 0 };
const answered = new Map(); // token -> id answered with 2xx
let killing = null;

function sendOnce(e) {
  return postOnce(`${BASE}/api/request-form`, e.body, e.key, REQUEST_TIMEOUT_MS);
}

async function send(e) {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    stats.attempts += 1;
    if (attempt > 1) stats.retries += 1;
    try {
      const r = await sendOnce(e);
      if (r.status >= 200 && r.status < 300) {
        const id = JSON.parse(r.text).id;
        answered.set(e.token, id);
        stats.ok += 1;
        if (r.replayed) stats.replayedAnswers += 1;
        if (stats.ok === KILL_AFTER && !killing) killing = crashAndRestart();
        return;
      }
      stats.non2xx.set(r.status, (stats.non2xx.get(r.status) ?? 0) + 1);
      // 4xx other than 429 will not change on a retry: the enquiry itself is wrong.
      if (r.status >= 400 && r.status < 500 && r.status !== 429) break;
    } catch {
      stats.failedSends += 1; // connection refused or reset: the API is down or was killed
    }
    await sleep(Math.min(2000, 50 * 2 ** attempt) * (0.5 + Math.random()));
  }
  stats.gaveUp += 1;
}

async function crashAndRestart() {
  const t0 = Date.now();
  await stopApi(api, 'SIGKILL');
  restarts += 1;
  api = startApi();
  await waitHealthy();
  return Date.now() - t0;
}

async function client(c, indices) {
  for (let i = 0; i < indices.length; i += BURST) {
    await Promise.all(indices.slice(i, i + BURST).map((n) => send(enquiry(n, c))));
    await sleep(Math.random() * 20);
  }
}

function check() {
  const db = new Database(path.join(dataDir, 'site.db'), { readonly: true });
  try {
    const rows = db.prepare('SELECT id, message FROM enquiries WHERE message LIKE ?').all(`%token-${runId}-%`);
    const byToken = new Map();
    for (const row of rows) {
      const token = /token-[0-9a-f]+-\d+/.exec(row.message)?.[0];
      if (!token) continue;
      byToken.set(token, [...(byToken.get(token) ?? []), row.id]);
    }
    let duplicates = 0;
    let lost = 0;
    let idMismatch = 0;
    for (const [, ids] of byToken) if (ids.length > 1) duplicates += ids.length - 1;
    for (const [token, id] of answered) {
      const ids = byToken.get(token) ?? [];
      if (ids.length === 0) lost += 1;
      else if (!ids.includes(id)) idMismatch += 1;
    }
    // Stored without a 2xx would be an enquiry the visitor believes failed; it is only reported.
    const storedUnanswered = [...byToken.keys()].filter((t) => !answered.has(t)).length;
    return { stored: rows.length, distinct: byToken.size, duplicates, lost, idMismatch, storedUnanswered };
  } finally {
    db.close();
  }
}

/** After the run: a second send of already-answered enquiries must replay, never store again. */
async function replayCheck(count = 20) {
  let replayed = 0;
  for (let n = 0; n < count; n += 1) {
    const r = await sendOnce(enquiry(n, n % CLIENTS));
    if (r.status === 200 && r.replayed && JSON.parse(r.text).id === answered.get(`token-${runId}-${n}`)) replayed += 1;
  }
  return { sent: count, replayed };
}

async function main() {
  const started = Date.now();
  api = startApi();
  await waitHealthy();
  const t0 = Date.now();
  const per = Array.from({ length: CLIENTS }, () => []);
  for (let n = 0; n < TOTAL; n += 1) per[n % CLIENTS].push(n);
  await Promise.all(per.map((indices, c) => client(c, indices)));
  const restartMs = killing ? await killing : null;
  const durationMs = Date.now() - t0;
  const replay = await replayCheck();
  await stopApi(api, 'SIGTERM');
  const db = check();

  const pass =
    db.lost === 0 &&
    db.duplicates === 0 &&
    db.idMismatch === 0 &&
    restarts === 1 &&
    replay.replayed === replay.sent &&
    stats.ok === TOTAL;
  const non2xx = [...stats.non2xx].map(([s, n]) => `${s}×${n}`).join(', ') || 'none';
  const lines = [
    '# Writes under load, with a crash',
    '',
    `Command: \`npm run bench:writes\` (scripts/bench/writesLoad.mjs) — ${new Date().toISOString()}, Node ${process.version}, ${os.cpus().length} CPUs, SQLite (WAL, synchronous=FULL).`,
    '',
    `${TOTAL} POST /api/request-form enquiries from ${CLIENTS} clients in concurrent bursts of ${BURST} (up to ${CLIENTS * BURST} in flight), each with its own Idempotency-Key; the API was SIGKILLed after ${KILL_AFTER} answers and restarted (back in ${restartMs ?? '–'} ms); failed sends were retried with the same key (at most ${MAX_ATTEMPTS} attempts, exponential backoff).`,
    '',
    '| Figure | Value |',
    '| --- | --- |',
    `| Enquiries sent | ${TOTAL} |`,
    `| Answered 2xx | ${stats.ok} |`,
    `| HTTP attempts | ${stats.attempts} |`,
    `| Retries | ${stats.retries} |`,
    `| Sends failed at the network (refused/reset) | ${stats.failedSends} |`,
    `| Non-2xx answers | ${non2xx} |`,
    `| 2xx answers that were replays | ${stats.replayedAnswers} |`,
    `| Gave up | ${stats.gaveUp} |`,
    `| API restarts | ${restarts} |`,
    `| Rows stored | ${db.stored} |`,
    `| Duplicates | ${db.duplicates} |`,
    `| Lost (2xx but not stored) | ${db.lost} |`,
    `| Id answered ≠ id stored | ${db.idMismatch} |`,
    `| Stored but never answered 2xx | ${db.storedUnanswered} |`,
    `| Re-sent after the run: replayed, not stored again | ${replay.replayed}/${replay.sent} |`,
    `| Duration of the load | ${(durationMs / 1000).toFixed(1)} s (whole run ${((Date.now() - started) / 1000).toFixed(1)} s) |`,
    '',
    `Result: **${pass ? 'PASS' : 'FAIL'}**`,
    '',
  ];
  finishReport(lines, { resultFile: RESULT_FILE, dataDir, pass });
}

main().catch(async (err) => {
  console.error(err);
  if (api) await stopApi(api, 'SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
});
