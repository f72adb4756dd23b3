import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/connection';
import type { Database } from '../../db/schema';
import { retryDelayMs } from './backoff';
import { addressOf, maxInFlight, type DeliveryConfig } from './config';
import { isPermanentRefusal, replyCode, type Mailer } from './mailer';
import { buildMessage } from './message';
import {
  claim,
  drop,
  expireOrphanedLeases,
  leaseToken,
  markDelivered,
  markFailed,
  release,
  renewLease,
  type OutboxItem,
} from './outbox';
import { removeMailFilesBefore } from './mailFolder';
import { monthsBefore, purgeOlderThan, removeMailFiles } from './retention';
import { loadSubmission, propertyLine, submissionRef } from './submission';

/**
 * The delivery worker: claims due outbox items, sends each as an e-mail, records the outcome.
 * It runs inside the API process (`npm start`) or alone (`npm run worker -w api`); on PostgreSQL
 * any number of workers share one queue (the claim skips rows another worker holds), on SQLite
 * run one per database (SQLite takes one writer at a time, so a second would be safe but only wait).
 *
 * Slots, not batches: the worker keeps up to `concurrency` sends going and claims the next item
 * as soon as one ends. A send the server has not answered after `slowMs` goes on in the background
 * and frees its slot (up to `maxInFlight` sends in all), and after `sendTimeoutMs` it counts as a
 * temporary failure: a hung connection never holds up the other messages. All items a worker
 * holds share one lease token, renewed every third of `leaseMs` while the worker runs.
 *
 * Each item is one submission's copy for one of the firm's addresses, with its own outcome.
 * Failure: a permanent refusal (a 5xx reply to MAIL FROM, RCPT TO or DATA) makes a dead letter at
 * once; any other failure goes back to pending with exponential backoff and jitter, and after
 * `maxAttempts` becomes a dead letter. A crash between the send and its record leaves the item
 * leased; when the lease runs out (it is renewed every third of `leaseMs` while the worker lives),
 * or at once when a worker on the same host sees that the holder's process is gone, the item is
 * sent once more, with the same X-Submission-Id: at most one extra copy per crash.
 * Nothing personal is logged: log lines name submissions by their reference (`enquiry-<uuid>`).
 */

/** pino's shape (`app.log`), or the CLI's small JSON logger. */
export interface WorkerLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface WorkerOptions {
  db: Kysely<Database>;
  dialect: DialectName;
  mailer: Mailer;
  config: DeliveryConfig;
  siteUrl: string;
  log: WorkerLog;
  /** The database handle's description (never a password), for the start line. */
  database?: string;
  /** Clock (ms); tests move it. */
  now?: () => number;
  random?: () => number;
  /** Least time between two retention sweeps. */
  retentionEveryMs?: number;
  /** How long stop() waits for the sends in flight before it hands their items back. Default 5 s. */
  stopWaitMs?: number;
}

/** A send under way: `slow` once it has waited `slowMs` for the server (it no longer holds a slot). */
interface InFlight {
  item: OutboxItem;
  slow: boolean;
  done: Promise<void>;
}

export interface BatchResult {
  claimed: number;
  delivered: number;
  failed: number;
  dead: number;
}

/** Error text without addresses: a server's refusal may quote one. */
export function safeError(err: unknown): string {
  const e = err as { code?: unknown; responseCode?: unknown; message?: unknown } | null;
  const parts = [
    typeof e?.code === 'string' ? e.code : undefined,
    typeof e?.responseCode === 'number' ? String(e.responseCode) : undefined,
    typeof e?.message === 'string' ? e.message : String(err),
  ].filter(Boolean);
  return parts
    .join(' ')
    .replace(/[^\s<>"'(),;:@]+@[^\s<>"'(),;:]+/g, '[address]')
    .slice(0, 300);
}

export class DeliveryWorker {
  private readonly now: () => number;
  private readonly random: () => number;
  private readonly retentionEveryMs: number;
  private readonly stopWaitMs: number;
  /** One lease token for the worker's life: one renewal keeps every item it holds. */
  private readonly token = leaseToken();
  private readonly inFlight = new Set<InFlight>();
  private renewTimer: NodeJS.Timeout | null = null;
  private running = false;
  private stopping = false;
  private loopDone: Promise<void> = Promise.resolve();
  private wakeUp: (() => void) | null = null;
  private pendingWake = false;
  private lastRetention = Number.NEGATIVE_INFINITY;
  private lastOrphanCheck = Number.NEGATIVE_INFINITY;

  constructor(private readonly opts: WorkerOptions) {
    this.now = opts.now ?? Date.now;
    this.random = opts.random ?? Math.random;
    this.retentionEveryMs = opts.retentionEveryMs ?? 60 * 60_000;
    this.stopWaitMs = opts.stopWaitMs ?? 5_000;
  }

  /** Starts the loop; returns at once. */
  start(): void {
    if (this.running) return;
    this.running = true;
    const { config, mailer, database } = this.opts;
    // What it works on, so a worker on the wrong database or mail server is seen at once (no passwords in either).
    this.opts.log.info(
      {
        database: database ?? 'unknown',
        transport: mailer.description,
        recipients: config.to,
        concurrency: config.concurrency,
        sendTimeoutMs: config.sendTimeoutMs,
        slowMs: config.slowMs,
      },
      'delivery worker started',
    );
    this.renewTimer = this.renewing();
    this.loopDone = this.loop();
  }

  /** A submission was just stored (or a slot freed): look now instead of at the next poll. */
  wake(): void {
    this.pendingWake = true;
    this.wakeUp?.();
  }

  /**
   * Stops claiming, waits up to `stopWaitMs` for the sends in flight, hands back the items still
   * unanswered then (due at once for the next worker), and closes the mail transport.
   */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    this.stopping = true;
    this.wake();
    await this.loopDone;
    const { db, log } = this.opts;
    if (this.inFlight.size > 0) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled([...this.inFlight].map((s) => s.done)),
        new Promise((resolve) => (timer = setTimeout(resolve, this.stopWaitMs))),
      ]);
      clearTimeout(timer);
      const left = [...this.inFlight].map((s) => s.item);
      if (left.length > 0) {
        await release(db, left, this.now()).catch((err: unknown) =>
          log.error({ err: safeError(err) }, 'delivery worker: handing items back failed'),
        );
        log.warn({ items: left.length }, 'delivery worker stopped before the mail server answered: items handed back');
      }
    }
    if (this.renewTimer) clearInterval(this.renewTimer);
    this.renewTimer = null;
    this.opts.mailer.close();
  }

  private async loop(): Promise<void> {
    while (this.running) {
      let more = false;
      try {
        await this.retentionIfDue();
        await this.orphansIfDue();
        more = await this.fillSlots();
      } catch (err) {
        this.opts.log.error({ err: safeError(err) }, 'delivery worker: claim failed');
      }
      if (!more && this.running) await this.idle(this.opts.config.pollMs);
    }
  }

  /** Slots free for a new send: `concurrency` minus the sends not yet slow, within `maxInFlight`. */
  private freeSlots(): number {
    const { config } = this.opts;
    const busy = [...this.inFlight].filter((s) => !s.slow).length;
    return Math.max(0, Math.min(config.concurrency - busy, maxInFlight(config) - this.inFlight.size));
  }

  /** Claims items for the free slots and starts sending them; true when it got all it asked for. */
  private async fillSlots(): Promise<boolean> {
    const free = this.freeSlots();
    if (free === 0) return false;
    const items = await this.claimItems(free);
    if (!this.running) {
      // Stopped while claiming: hand the items back untouched for the next worker.
      await release(this.opts.db, items, this.now());
      return false;
    }
    for (const item of items) this.launch(item);
    return items.length === free;
  }

  private launch(item: OutboxItem): void {
    const { config, log } = this.opts;
    const send: InFlight = { item, slow: false, done: Promise.resolve() };
    this.inFlight.add(send);
    // The submission's reference is read with it (deliver); until then the outbox row names it.
    let ref = `${item.kind} outbox item ${item.id}`;
    const slow = setTimeout(() => {
      send.slow = true;
      log.warn(
        { submission: ref, recipient: maskedRecipient(item.recipient), waitedMs: config.slowMs },
        'delivery: the mail server has not answered yet; the next messages go meanwhile',
      );
      this.wake();
    }, config.slowMs);
    send.done = this.deliver(item, (known) => (ref = known))
      .then(
        () => undefined,
        (err: unknown) => log.error({ submission: ref, err: safeError(err) }, 'delivery worker: recording failed'),
      )
      .finally(() => {
        clearTimeout(slow);
        this.inFlight.delete(send);
        this.wake();
      });
  }

  private claimItems(limit: number): Promise<OutboxItem[]> {
    const { db, dialect, config } = this.opts;
    return claim(db, dialect, {
      limit,
      now: this.now(),
      leaseMs: config.leaseMs,
      recipients: config.to,
      token: this.token,
    });
  }

  /** Renews the lease of every item this worker holds, every third of `leaseMs`. */
  private renewing(): NodeJS.Timeout {
    const { db, config, log } = this.opts;
    return setInterval(
      () => {
        renewLease(db, this.token, this.now() + config.leaseMs).catch((err: unknown) =>
          log.warn({ err: safeError(err) }, 'delivery worker: lease renewal failed'),
        );
      },
      Math.max(1000, Math.floor(config.leaseMs / 3)),
    );
  }

  private idle(ms: number): Promise<void> {
    if (this.pendingWake) {
      this.pendingWake = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakeUp = null;
        this.pendingWake = false;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakeUp = done;
    });
  }

  /** Frees the items of dead workers of this host (at start, then at most every 5 s). */
  private async orphansIfDue(): Promise<void> {
    if (this.now() - this.lastOrphanCheck < 5_000) return;
    this.lastOrphanCheck = this.now();
    const freed = await expireOrphanedLeases(this.opts.db, this.now());
    if (freed > 0) this.opts.log.warn({ items: freed }, 'delivery: items of a dead worker taken over');
  }

  /** Deletes submissions past the retention period, at most once per `retentionEveryMs`. */
  async retentionIfDue(): Promise<number> {
    if (this.now() - this.lastRetention < this.retentionEveryMs) return 0;
    this.lastRetention = this.now();
    return this.applyRetention();
  }

  /** Deletes every submission older than `retentionMonths` now; returns how many. */
  async applyRetention(): Promise<number> {
    const { config, db } = this.opts;
    const cutoff = monthsBefore(this.now(), config.retentionMonths);
    const deleted = await purgeOlderThan(db, cutoff);
    // Whatever the transport is now: copies written before SMTP was configured hold the same personal
    // data; and copies that outlived their rows (a restore from an older backup) go by their age.
    await removeMailFiles(config.mailDir, deleted);
    await removeMailFilesBefore(config.mailDir, cutoff);
    if (deleted.length > 0)
      this.opts.log.info(
        { deleted: deleted.length, before: new Date(cutoff).toISOString() },
        'retention: old submissions deleted',
      );
    return deleted.length;
  }

  /** Claims up to `concurrency` due items and delivers them all (the loop uses slots instead). */
  async runOnce(): Promise<BatchResult> {
    const items = await this.claimItems(this.opts.config.concurrency);
    const result: BatchResult = { claimed: items.length, delivered: 0, failed: 0, dead: 0 };
    if (items.length === 0) return result;
    if (this.stopping) {
      // Stopped while claiming: hand the items back untouched for the next worker.
      await release(this.opts.db, items, this.now());
      return { ...result, claimed: 0 };
    }
    // Keep the leases while this process lives (the loop's timer does when the loop runs).
    const renew = this.renewTimer ? null : this.renewing();
    try {
      const outcomes = await Promise.all(items.map((item) => this.deliver(item)));
      for (const o of outcomes) result[o] += 1;
    } finally {
      if (renew) clearInterval(renew);
    }
    return result;
  }

  private async deliver(
    item: OutboxItem,
    onRef: (ref: string) => void = () => undefined,
  ): Promise<'delivered' | 'failed' | 'dead'> {
    const { db, config, mailer, log, siteUrl } = this.opts;
    const submission = await loadSubmission(db, item.kind, item.submissionId);
    if (!submission) {
      // Deleted on request or by retention while it waited: nothing left to deliver.
      await drop(db, item);
      return 'delivered';
    }
    const ref = submissionRef(submission.kind, submission.public_id);
    onRef(ref);
    try {
      const property = await propertyLine(db, submission, siteUrl);
      const message = buildMessage(submission, { from: config.from, to: config.to, siteUrl, property });
      await withinTime(mailer.send(message, item.recipient), config.sendTimeoutMs);
    } catch (err) {
      return this.failed(item, ref, err);
    }
    if (!(await markDelivered(db, item, this.now())))
      log.warn({ submission: ref }, 'delivered, but another worker had taken the item over');
    return 'delivered';
  }

  /**
   * Records a failed send: a permanent refusal (a 5xx reply) is a dead letter at once, anything else
   * is retried with backoff until the attempt cap. One log line either way, naming the recipient by
   * its domain only.
   */
  private async failed(item: OutboxItem, ref: string, err: unknown): Promise<'failed' | 'dead'> {
    const { db, config, log } = this.opts;
    const error = safeError(err);
    const permanent = isPermanentRefusal(err);
    const retryAt =
      permanent || item.attempts >= config.maxAttempts
        ? null
        : this.now() +
          retryDelayMs(item.attempts, { baseMs: config.retryBaseMs, maxMs: config.retryMaxMs }, this.random);
    const state = await markFailed(db, item, error, retryAt);
    const fields = {
      submission: ref,
      recipient: maskedRecipient(item.recipient),
      reply: replyCode(err),
      attempts: item.attempts,
      error,
    };
    if (state === 'dead')
      log.error(
        fields,
        permanent
          ? 'delivery refused for good by the mail server: dead letter'
          : 'delivery failed after the attempt cap: dead letter',
      );
    else log.warn({ ...fields, retryAt: new Date(retryAt ?? 0).toISOString() }, 'delivery failed, will retry');
    return state === 'dead' ? 'dead' : 'failed';
  }
}

/** A recipient in log lines: its domain only (`*@firm.example.com`). */
export function maskedRecipient(recipient: string): string {
  const address = addressOf(recipient) ?? recipient;
  return `*@${address.slice(address.lastIndexOf('@') + 1)}`;
}

/** The send, or a temporary failure (ETIMEDOUT) when it has not settled within `ms`. */
function withinTime<T>(send: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(Object.assign(new Error(`No answer from the mail server within ${ms} ms`), { code: 'ETIMEDOUT' })),
      ms,
    );
  });
  // A send given up on may still fail later: nobody waits for it any more.
  send.catch(() => undefined);
  return Promise.race([send, late]).finally(() => clearTimeout(timer));
}
