// `npm run bench:delivery`: the delivery outbox under a mail-server outage and a crash.
// Starts an SMTP server (smtp-server) that refuses every connection (421) for the first 30 s, and
// the API alone on a throwaway SQLite database with SMTP_URL pointing at it and the delivery
// settings at their defaults. Sends 500 submissions (enquiries and loan leads, from concurrent
// clients), SIGKILLs the API once (by default when half the submissions are answered; with
// DELIVERY_BENCH_KILL=deliver once half are delivered, i.e. mid-delivery) and starts it again.
// Then waits until the mail server holds every submission, and reports: delivered, duplicates
// (copies carrying the same X-Submission-Id), and the time from submission to delivery counted
// from when the server began accepting (p50, p99). Exits 1 unless all 500 arrived and none twice
// (with DELIVERY_BENCH_KILL=deliver: at most one extra copy of each message that was on the wire
// when the API died, at most 4, each with the same Message-ID; results in delivery-kill-mid-send.md).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { SMTPServer } from 'smtp-server';
import { finishReport, postOnce, rootDir, sleep, startApi, stopApi, waitHealthy } from './apiProcess.mjs';
import { mailHeader, readMailHead } from './mailHead.mjs';

const PORT = Number(process.env.DELIVERY_BENCH_PORT ?? 4710);
const SMTP_PORT = Number(process.env.DELIVERY_BENCH_SMTP_PORT ?? 4711);
const BASE = `http://127.0.0.1:${PORT}`;
const TOTAL = Number(process.env.DELIVERY_BENCH_TOTAL ?? 500);
const CLIENTS = 10;
const BURST = 10;
const REFUSE_MS = Number(process.env.DELIVERY_BENCH_REFUSE_MS ?? 30_000);
const KILL = process.env.DELIVERY_BENCH_KILL === 'deliver' ? 'deliver' : 'submit';
const GIVE_UP_MS = 10 * 60_000;
const RESULT_FILE = path.join(rootDir, `bench/results/${KILL === 'submit' ? 'delivery' : 'delivery-kill-mid-send'}.md`);
/** Messages one worker has on the wire at once (DELIVERY_CONCURRENCY's default). */
const IN_FLIGHT = 4;

const runId = randomUUID().slice(0, 8);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'delivery-load-'));
const started = Date.now();
const acceptFrom = started + REFUSE_MS;

// --- the mail server -------------------------------------------------------------------------
const received = new Map(); // X-Submission-Id -> [{ at, messageId }]
let refusedConnections = 0;
let accepted = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  closeTimeout: 200,
  onConnect(_session, callback) {
    if (Date.now() >= acceptFrom) return callback();
    refusedConnections += 1;
    return callback(Object.assign(new Error('Service not available, try again later'), { responseCode: 421 }));
  },
  onData(stream, _session, callback) {
    readMailHead(stream).then((head) => {
      const ref = mailHeader(head, 'X-Submission-Id') ?? 'unknown';
      const messageId = mailHeader(head, 'Message-ID') ?? '';
      received.set(ref, [...(received.get(ref) ?? []), { at: Date.now(), messageId }]);
      accepted += 1;
      if (KILL === 'deliver' && !killing && accepted >= TOTAL / 2) killing = crashAndRestart();
      callback(null, 'Queued');
    }, callback);
  },
});
smtp.on('error', () => undefined);

// --- the API ---------------------------------------------------------------------------------
let api = null;
let restarts = 0;
let killing = null;
const apiEnv = {
  SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
  DELIVERY_TO: 'sales@firm.example.com',
  DELIVERY_FROM: 'Website <web@firm.example.com>',
  SEED_LISTINGS: '40',
};
const launch = () => startApi({ port: PORT, dataDir, env: apiEnv });

async function crashAndRestart() {
  const t0 = Date.now();
  await stopApi(api, 'SIGKILL');
  restarts += 1;
  api = launch();
  await waitHealthy(BASE);
  return { at: t0 - started, backMs: Date.now() - t0 };
}

// --- the visitors ----------------------------------------------------------------------------
const submittedAt = new Map(); // ref -> ms
let refReader = null;
/**
 * The X-Submission-Id a stored submission's messages carry (`enquiry-<uuid>`): the answer names
 * the numeric row id, the message the row's UUID, so it is read from the database.
 */
function refOf(kind, id) {
  refReader ??= new Database(path.join(dataDir, 'site.db'), { readonly: true, timeout: 5000 });
  const table = kind === 'enquiry' ? 'enquiries' : 'loan_leads';
  return `${kind}-${refReader.prepare(`SELECT public_id FROM ${table} WHERE id = ?`).get(id).public_id}`;
}
const stats = { attempts: 0, failedSends: 0, gaveUp: 0 };

function submission(n) {
  const lead = n % 5 === 4;
  return {
    path: lead ? '/api/loan-lead' : '/api/request-form',
    kind: lead ? 'loan-lead' : 'enquiry',
    key: `delivery-${runId}-${n}`,
    body: lead
      ? { name: `Lead ${n}`, email: `lead${n}@example.com`, phone: `98${String(10_000_000 + n).slice(-8)}` }
      : {
          name: `Visitor ${n}`,
          email: `visitor${n}@example.com`,
          phone: `97${String(10_000_000 + n).slice(-8)}`,
          subject: `Enquiry ${n}`,
          message: `Delivery bench ${runId}, enquiry ${n}.`,
        },
  };
}

async function send(s) {
  for (let attempt = 1; attempt <= 20; attempt += 1) {
    stats.attempts += 1;
    try {
      const r = await postOnce(`${BASE}${s.path}`, s.body, s.key);
      if (r.status === 200) {
        const ref = refOf(s.kind, JSON.parse(r.text).id);
        if (!submittedAt.has(ref)) submittedAt.set(ref, Date.now());
        if (KILL === 'submit' && !killing && submittedAt.size >= TOTAL / 2) killing = crashAndRestart();
        return;
      }
    } catch {
      stats.failedSends += 1; // the API is down: the same key again shortly
    }
    await sleep(Math.min(2000, 50 * 2 ** attempt) * (0.5 + Math.random()));
  }
  stats.gaveUp += 1;
}

async function client(indices) {
  for (let i = 0; i < indices.length; i += BURST) {
    await Promise.all(indices.slice(i, i + BURST).map((n) => send(submission(n))));
    await sleep(Math.random() * 20);
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

function outboxStates() {
  const db = new Database(path.join(dataDir, 'site.db'), { readonly: true });
  try {
    return db.prepare('SELECT state, count(*) AS n, max(attempts) AS most FROM delivery_outbox GROUP BY state').all();
  } finally {
    db.close();
  }
}

async function main() {
  await new Promise((resolve) => smtp.listen(SMTP_PORT, '127.0.0.1', resolve));
  api = launch();
  await waitHealthy(BASE);
  const per = Array.from({ length: CLIENTS }, () => []);
  for (let n = 0; n < TOTAL; n += 1) per[n % CLIENTS].push(n);
  await Promise.all(per.map((indices) => client(indices)));
  const submittedBy = Date.now() - started;
  // Every answered submission must reach the mail server.
  const deadline = Date.now() + GIVE_UP_MS;
  while ([...submittedAt.keys()].some((ref) => !received.has(ref)) && Date.now() < deadline) await sleep(200);
  const crash = killing ? await killing : null;
  await sleep(3_000); // a late duplicate would arrive now
  const health = await (await fetch(`${BASE}/api/health`)).json();
  await stopApi(api, 'SIGTERM');
  await new Promise((resolve) => smtp.close(resolve));
  refReader?.close();
  const states = outboxStates();

  const refs = [...submittedAt.keys()];
  const delivered = refs.filter((r) => received.has(r)).length;
  const twice = refs.filter((r) => (received.get(r)?.length ?? 0) > 1);
  const sameId = twice.every((r) => new Set(received.get(r).map((c) => c.messageId)).size === 1);
  const latencies = refs
    .filter((r) => received.has(r))
    .map((r) => received.get(r)[0].at - Math.max(submittedAt.get(r), acceptFrom))
    .sort((a, b) => a - b);
  const lastDelivery = Math.max(...refs.filter((r) => received.has(r)).map((r) => received.get(r)[0].at));
  // A kill mid-send may cost one extra copy of each message on the wire, never more, never another id.
  const allowedTwice = KILL === 'submit' ? 0 : IN_FLIGHT;
  const extraCopies = refs.reduce((n, r) => n + Math.max(0, (received.get(r)?.length ?? 0) - 1), 0);
  const pass =
    delivered === TOTAL &&
    extraCopies <= allowedTwice &&
    sameId &&
    refs.length === TOTAL &&
    restarts === 1 &&
    health.delivery?.queued === 0;

  const lines = [
    '# Delivery of enquiries and leads under a mail-server outage, with a crash',
    '',
    `Command: \`npm run bench:delivery\` (scripts/bench/deliveryLoad.mjs) — ${new Date().toISOString()}, Node ${process.version}, ${os.cpus().length} CPUs, SQLite, delivery settings at their defaults (4 sends at once over pooled SMTP connections, retries from 5 s doubling to 30 min with jitter, lease 30 s).`,
    '',
    `${TOTAL} submissions (${TOTAL - Math.floor(TOTAL / 5)} contact enquiries, ${Math.floor(TOTAL / 5)} loan leads) from ${CLIENTS} clients in bursts of ${BURST}, each with its own Idempotency-Key; the in-process SMTP server refused every connection (421) for the first ${REFUSE_MS / 1000} s; the API was SIGKILLed once (${KILL === 'submit' ? 'when half the submissions were answered' : 'when half the messages had been delivered'}) and restarted.`,
    '',
    '| Figure | Value |',
    '| --- | --- |',
    `| Submissions answered 2xx | ${refs.length} |`,
    `| All answered by | ${seconds(submittedBy)} after the start |`,
    `| API killed at / back after | ${crash ? `${seconds(crash.at)} / ${crash.backMs} ms` : '–'} |`,
    `| Connections refused by the mail server | ${refusedConnections} |`,
    `| Delivered (distinct X-Submission-Id) | ${delivered} |`,
    `| Delivered twice | ${twice.length}${twice.length ? ` (same Message-ID: ${sameId ? 'yes' : 'NO'})` : ''} |`,
    `| Messages the server accepted | ${accepted} |`,
    `| Submission → delivery, counted from max(submitted, server accepting): p50 | ${seconds(percentile(latencies, 50))} |`,
    `| … p99 | ${seconds(percentile(latencies, 99))} |`,
    `| … max | ${seconds(latencies.at(-1) ?? NaN)} |`,
    `| Last delivery | ${seconds(lastDelivery - acceptFrom)} after the server began accepting |`,
    `| Outbox at the end | ${states.map((s) => `${s.state} ${s.n} (most attempts ${s.most})`).join(', ')} |`,
    `| /api/health delivery at the end | queued ${health.delivery?.queued}, dead letters ${health.delivery?.deadLetters} |`,
    `| Visitor sends failed at the network / gave up | ${stats.failedSends} / ${stats.gaveUp} |`,
    '',
    `Where the time goes: a refused item waits 2.5–5 s, 5–10 s, 10–20 s… (jittered) between attempts, and each refused connection costs the test server's 100 ms greeting delay, so in the 30 s outage each item was tried 2–3 times; when the server accepts again an item is at most its current wait away from its next attempt, and the queue then drains over pooled connections.`,
    '',
    `Result: **${pass ? 'PASS' : 'FAIL'}**`,
    '',
  ];
  finishReport(lines, { resultFile: RESULT_FILE, dataDir, pass });
}

main().catch(async (err) => {
  console.error(err);
  if (api) await stopApi(api, 'SIGKILL');
  smtp.close(() => undefined);
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
});
