import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/connection';
import type { Database } from '../../db/schema';
import { retryDelayMs } from './backoff';
import { addressOf, type DeliveryConfig } from './config';
import { isPermanentRefusal, replyCode, type Mailer } from './mailer';
import { buildMessage } from './message';
import {
  claim,
  drop,
  expireOrphanedLeases,
  markDelivered,
  markFailed,
  release,
  renewLease,
  type OutboxItem,
} from './outbox';
import { monthsBefore, purgeOlderThan, removeMailFiles } from './retention';
import { loadSubmission, propertyLine, submissionRef } from './submission';

/**
 * The delivery worker: claims due outbox items, sends each as an e-mail, records the outcome.
 * It runs inside the API process (`npm start`) or alone (`npm run worker -w api`); on PostgreSQL
 * any number of workers share one queue (the claim skips rows another worker holds), on SQLite
 * run one per database (SQLite takes one writer at a time, so a second would be safe but only wait).
 *
 * Each item is one submission's copy for one of the firm's addresses, with its own outcome.
 * Failure: a permanent refusal (a 5xx reply to MAIL FROM, RCPT TO or DATA) makes a dead letter at
 * once; any other failure goes back to pending with exponential backoff and jitter, and after
 * `maxAttempts` becomes a dead letter. A crash between the send and its record leaves the item
 * leased; when the lease runs out (it is renewed every third of `leaseMs` while the worker lives),
 * or at once when a worker on the same host sees that the holder's process is gone, the item is
 * sent once more, with the same X-Submission-Id: at most one extra copy per crash.
 * Nothing personal is logged: log lines name submissions by their id (`enquiry-42`).
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
  /** Clock (ms); tests move it. */
  now?: () => number;
  random?: () => number;
  /** Least time between two retention sweeps. */
  retentionEveryMs?: number;
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
  }

  /** Starts the loop; returns at once. */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.opts.log.info(
      { transport: this.opts.mailer.description, concurrency: this.opts.config.concurrency },
      'delivery worker started',
    );
    this.loopDone = this.loop();
  }

  /** A submission was just stored: look now instead of at the next poll. */
  wake(): void {
    this.pendingWake = true;
    this.wakeUp?.();
  }

  /** Stops claiming, lets the batch in hand finish, and closes the mail transport. */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    this.stopping = true;
    this.wakeUp?.();
    await this.loopDone;
    this.opts.mailer.close();
  }

  private async loop(): Promise<void> {
    while (this.running) {
      let claimed = 0;
      try {
        await this.retentionIfDue();
        await this.orphansIfDue();
        claimed = (await this.runOnce()).claimed;
      } catch (err) {
        this.opts.log.error({ err: safeError(err) }, 'delivery worker: batch failed');
      }
      if (claimed === 0 && this.running) await this.idle(this.opts.config.pollMs);
    }
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
    // Whatever the transport is now: copies written before SMTP was configured hold the same personal data.
    await removeMailFiles(config.mailDir, deleted);
    if (deleted.length > 0)
      this.opts.log.info(
        { deleted: deleted.length, before: new Date(cutoff).toISOString() },
        'retention: old submissions deleted',
      );
    return deleted.length;
  }

  /** Claims one batch of due items and delivers it. */
  async runOnce(): Promise<BatchResult> {
    const { db, dialect, config } = this.opts;
    const items = await claim(db, dialect, {
      limit: config.concurrency,
      now: this.now(),
      leaseMs: config.leaseMs,
      recipients: config.to,
    });
    const result: BatchResult = { claimed: items.length, delivered: 0, failed: 0, dead: 0 };
    if (items.length === 0) return result;
    const token = items[0]?.leaseToken ?? '';
    // Keep the lease while this process lives: only a dead worker's items are taken over.
    const renew = setInterval(
      () => {
        renewLease(db, token, this.now() + config.leaseMs).catch((err: unknown) =>
          this.opts.log.warn({ err: safeError(err) }, 'delivery worker: lease renewal failed'),
        );
      },
      Math.max(1000, Math.floor(config.leaseMs / 3)),
    );
    try {
      if (this.stopping) {
        // Stopped while claiming: hand the items back untouched for the next worker.
        await release(db, items, this.now());
        return { ...result, claimed: 0 };
      }
      const outcomes = await Promise.all(items.map((item) => this.deliver(item)));
      for (const o of outcomes) result[o] += 1;
    } finally {
      clearInterval(renew);
    }
    return result;
  }

  private async deliver(item: OutboxItem): Promise<'delivered' | 'failed' | 'dead'> {
    const { db, config, mailer, log, siteUrl } = this.opts;
    const ref = submissionRef(item.kind, item.submissionId);
    const submission = await loadSubmission(db, item.kind, item.submissionId);
    if (!submission) {
      // Deleted on request or by retention while it waited: nothing left to deliver.
      await drop(db, item);
      return 'delivered';
    }
    try {
      const property = await propertyLine(db, submission, siteUrl);
      const message = buildMessage(submission, { from: config.from, to: config.to, siteUrl, property });
      await mailer.send(message, item.recipient);
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
