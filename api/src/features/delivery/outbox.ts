import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { sql, type ExpressionBuilder, type Kysely, type Transaction } from 'kysely';
import type { DialectName } from '../../db/connection';
import type { Database, DeliveryState, SubmissionKind } from '../../db/schema';

/**
 * The delivery outbox: one row per stored submission, written in the transaction that stores the
 * submission (enqueue), so a submission is never stored without being queued or queued without
 * being stored. That row names no recipient; the first claim splits it into one row per configured
 * address (DELIVERY_TO), so each address has its own outcome: a refused address is retried or
 * given up on by itself, and the others are not sent twice. Workers take due rows with a lease
 * (claim): on PostgreSQL the claim locks the rows it picks and skips rows another worker is
 * locking (FOR UPDATE SKIP LOCKED), so two workers never take the same row; on SQLite the claim is
 * one UPDATE, and SQLite runs one writer at a time.
 *
 * States: pending (due at next_attempt_at) → sending (leased until lease_until) → delivered, or
 * back to pending after a temporary failure, or dead after a permanent refusal or the attempt cap.
 * A worker that dies while sending leaves its rows 'sending' with a lease that runs out; another
 * claim takes them then.
 */

export interface OutboxItem {
  id: number;
  kind: SubmissionKind;
  submissionId: number;
  /** The one DELIVERY_TO entry this item is sent to. */
  recipient: string;
  /** Attempts including the one this claim starts. */
  attempts: number;
  leaseToken: string;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Queues a submission inside the caller's transaction (the one that stores it). */
export async function enqueue(trx: Transaction<Database>, kind: SubmissionKind, submissionId: number, now: number) {
  await trx
    .insertInto('delivery_outbox')
    .values({ kind, submission_id: submissionId, next_attempt_at: iso(now), created_at: iso(now) })
    .execute();
}

/** Rows a claim may take at `now`: pending ones whose time has come, and sending ones whose lease ran out. */
const isDue = (now: string) => (eb: ExpressionBuilder<Database, 'delivery_outbox'>) =>
  eb.or([
    eb.and([eb('state', '=', 'pending'), eb('next_attempt_at', '<=', now)]),
    eb.and([eb('state', '=', 'sending'), eb('lease_until', '<=', now)]),
  ]);

/**
 * Splits up to `limit` due rows queued for every address (recipient NULL) into one pending row per
 * address, each with the row's attempts and error so far. A plain read first: most claims find
 * nothing to split and take no write lock for it. On PostgreSQL rows another worker is splitting
 * are skipped, so each worker splits (and then claims) rows of its own.
 */
async function splitByRecipient(
  db: Kysely<Database>,
  dialect: DialectName,
  recipients: readonly string[],
  now: string,
  limit: number,
): Promise<void> {
  const [first, ...others] = recipients;
  if (first === undefined) throw new Error('No delivery recipients configured');
  const waiting = (qb: Kysely<Database> | Transaction<Database>) =>
    qb.selectFrom('delivery_outbox').where('recipient', 'is', null).where(isDue(now));
  if ((await waiting(db).select('id').limit(1).executeTakeFirst()) === undefined) return;
  await db.transaction().execute(async (trx) => {
    const rows = await waiting(trx)
      .select(['id', 'kind', 'submission_id', 'attempts', 'next_attempt_at', 'created_at', 'last_error'])
      .orderBy('id')
      .limit(limit)
      .$if(dialect === 'postgres', (qb) => qb.forUpdate().skipLocked())
      .execute();
    for (const row of rows) {
      if (others.length > 0)
        await trx
          .insertInto('delivery_outbox')
          .values(
            others.map((recipient) => ({
              kind: row.kind,
              submission_id: row.submission_id,
              recipient,
              attempts: row.attempts,
              next_attempt_at: row.next_attempt_at,
              created_at: row.created_at,
              last_error: row.last_error,
            })),
          )
          .onConflict((oc) => oc.doNothing())
          .execute();
      await trx
        .updateTable('delivery_outbox')
        .set({ recipient: first, state: 'pending', lease_token: null, lease_until: null })
        .where('id', '=', row.id)
        .execute();
    }
  });
}

/**
 * Takes up to `limit` due items for one worker: pending ones whose time has come, and sending ones
 * whose lease ran out (their worker died), after splitting new submissions per recipient. Each
 * claim counts as an attempt, so an item that kills its worker every time still reaches the cap.
 */
export async function claim(
  db: Kysely<Database>,
  dialect: DialectName,
  opts: { limit: number; now: number; leaseMs: number; recipients: readonly string[]; token?: string },
): Promise<OutboxItem[]> {
  const now = iso(opts.now);
  const token = opts.token ?? leaseToken();
  await splitByRecipient(db, dialect, opts.recipients, now, opts.limit);
  const due = db
    .selectFrom('delivery_outbox')
    .select('id')
    .where('recipient', 'is not', null)
    .where(isDue(now))
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(opts.limit)
    .$if(dialect === 'postgres', (qb) => qb.forUpdate().skipLocked());
  const rows = await db
    .updateTable('delivery_outbox')
    .set((eb) => ({
      state: 'sending',
      lease_token: token,
      lease_until: iso(opts.now + opts.leaseMs),
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', 'in', due)
    .returning(['id', 'kind', 'submission_id', 'recipient', 'attempts'])
    .execute();
  return rows
    .map((r) => ({
      id: Number(r.id),
      kind: r.kind,
      submissionId: Number(r.submission_id),
      recipient: r.recipient ?? '',
      attempts: Number(r.attempts),
      leaseToken: token,
    }))
    .sort((a, b) => a.id - b.id);
}

/** `host:pid:uuid`: which process holds a lease, so a restarted process on the same host can tell a dead holder. */
export function leaseToken(pid = process.pid, host = os.hostname()): string {
  return `${host}:${pid}:${randomUUID()}`;
}

/** True unless the process surely does not exist (EPERM: it exists under another user). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Ends at once the leases held by processes of this host that no longer exist (a worker killed
 * mid-send), instead of waiting out DELIVERY_LEASE_MS: a restarted API resends them right away.
 * Leases of other hosts, of live processes and of unknown form are left to run out. Returns how
 * many items were freed.
 */
export async function expireOrphanedLeases(
  db: Kysely<Database>,
  now: number,
  alive: (pid: number) => boolean = processAlive,
): Promise<number> {
  const rows = await db
    .selectFrom('delivery_outbox')
    .select('lease_token')
    .distinct()
    .where('state', '=', 'sending')
    .where('lease_until', '>', iso(now))
    .execute();
  let freed = 0;
  for (const { lease_token: token } of rows) {
    const m = /^(.*):(\d+):[0-9a-f-]{36}$/.exec(token ?? '');
    if (!m || m[1] !== os.hostname()) continue;
    const pid = Number(m[2]);
    if (pid === process.pid || alive(pid)) continue;
    const r = await db
      .updateTable('delivery_outbox')
      .set({ lease_until: iso(now) })
      .where('lease_token', '=', token)
      .where('state', '=', 'sending')
      .executeTakeFirst();
    freed += Number(r.numUpdatedRows);
  }
  return freed;
}

/** Extends the lease of every item a worker holds under `token`; returns how many. */
export async function renewLease(db: Kysely<Database>, token: string, until: number): Promise<number> {
  const r = await db
    .updateTable('delivery_outbox')
    .set({ lease_until: iso(until) })
    .where('lease_token', '=', token)
    .where('state', '=', 'sending')
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** Records a delivery. False when the item is no longer this worker's (its lease was taken over). */
export async function markDelivered(db: Kysely<Database>, item: OutboxItem, now: number): Promise<boolean> {
  const r = await db
    .updateTable('delivery_outbox')
    .set({ state: 'delivered', delivered_at: iso(now), lease_token: null, lease_until: null, last_error: null })
    .where('id', '=', item.id)
    .where('lease_token', '=', item.leaseToken)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Records a failed attempt: back to pending at `retryAt`, or dead when there is none. */
export async function markFailed(
  db: Kysely<Database>,
  item: OutboxItem,
  error: string,
  retryAt: number | null,
): Promise<DeliveryState> {
  const state: DeliveryState = retryAt === null ? 'dead' : 'pending';
  await db
    .updateTable('delivery_outbox')
    .set({
      state,
      lease_token: null,
      lease_until: null,
      last_error: error.slice(0, 500),
      ...(retryAt === null ? {} : { next_attempt_at: iso(retryAt) }),
    })
    .where('id', '=', item.id)
    .where('lease_token', '=', item.leaseToken)
    .execute();
  return state;
}

/**
 * Hands items back without counting the attempt (a worker stopping before it sent them), due at
 * once for the next worker.
 */
export async function release(db: Kysely<Database>, items: OutboxItem[], now: number): Promise<void> {
  for (const item of items)
    await db
      .updateTable('delivery_outbox')
      .set((eb) => ({
        state: 'pending',
        lease_token: null,
        lease_until: null,
        next_attempt_at: iso(now),
        attempts: eb('attempts', '-', 1),
      }))
      .where('id', '=', item.id)
      .where('lease_token', '=', item.leaseToken)
      .execute();
}

/** An item whose submission is gone (deleted on request or by retention while queued). */
export async function drop(db: Kysely<Database>, item: OutboxItem): Promise<void> {
  await db.deleteFrom('delivery_outbox').where('id', '=', item.id).execute();
}

/** The queue's figures for /api/health, counted in submissions (whatever their number of recipients). */
export interface OutboxStats {
  /** Submissions with a message not yet delivered and not dead (pending or being sent). */
  queued: number;
  /** Age in seconds of the oldest of them; 0 when none. */
  oldestQueuedSeconds: number;
  /** Submissions with a message given up on (refused for good, or the attempt cap). */
  deadLetters: number;
}

export async function outboxStats(db: Kysely<Database>, now: number): Promise<OutboxStats> {
  const submissions = (states: DeliveryState[]) =>
    db
      .selectFrom('delivery_outbox')
      .select((eb) => ['kind', 'submission_id', eb.fn.min('created_at').as('created_at')])
      .where('state', 'in', states)
      .groupBy(['kind', 'submission_id'])
      .as('s');
  const count = sql<number>`cast(count(*) as integer)`.as('n');
  const queued = await db
    .selectFrom(submissions(['pending', 'sending']))
    .select([count, sql<string | null>`min(s.created_at)`.as('oldest')])
    .executeTakeFirstOrThrow();
  const dead = await db
    .selectFrom(submissions(['dead']))
    .select(count)
    .executeTakeFirstOrThrow();
  const oldest = queued.oldest;
  const oldestQueuedSeconds = oldest === null ? 0 : Math.max(0, Math.floor((now - Date.parse(oldest)) / 1000));
  return { queued: Number(queued.n), oldestQueuedSeconds, deadLetters: Number(dead.n) };
}

/** Copies (one per recipient) in the delivery queue by condition, for the metrics scrape. */
export interface QueueCounts {
  /** Waiting to be sent or being sent, retries included. */
  pending: number;
  /** Of those, the ones that failed at least once and wait for a retry. */
  failed: number;
  /** Given up on: dead letters. */
  dead: number;
}

export async function queueCounts(db: Kysely<Database>): Promise<QueueCounts> {
  const rows = await db
    .selectFrom('delivery_outbox')
    .select([
      'state',
      sql<number>`cast(count(*) as integer)`.as('n'),
      sql<number>`cast(sum(case when attempts > 0 then 1 else 0 end) as integer)`.as('retried'),
    ])
    .where('state', 'in', ['pending', 'sending', 'dead'])
    .groupBy('state')
    .execute();
  const counts: QueueCounts = { pending: 0, failed: 0, dead: 0 };
  for (const row of rows) {
    if (row.state === 'dead') counts.dead += Number(row.n);
    else {
      counts.pending += Number(row.n);
      counts.failed += Number(row.retried);
    }
  }
  return counts;
}
