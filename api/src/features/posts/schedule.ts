import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Caches at a scheduled post's time. Nothing needs to run for the post to become public: the
 * public queries compare publish_at with the clock (features/blogs/visibility.ts). But the public
 * answers are kept (the API's read cache, the site servers' kept pages) until the public data's
 * version changes, and no row changes when a post's time comes. So this timer makes a change at
 * that time: it marks the due posts published (an UPDATE of blogs, whose triggers bump the data
 * version; on PostgreSQL they also notify every API process), then reads the version so this
 * process empties its caches at once. An answer computed just before the time and kept just after
 * it would outlive that change, so the posts are touched again SETTLE_MS later (a second bump).
 *
 * Every API process keeps its own timer (re-armed after its own changes and whenever the data
 * version changes, which is how it hears of another process's): the first to fire does the work,
 * the others find nothing due. A process that was down at the time catches up when it starts.
 */

/** A second bump after the first, for answers that were being computed at the time. */
export const SETTLE_MS = 2_000;
/** The timer never waits longer than this before looking again (setTimeout's limit is ~24.8 days). */
const MAX_WAIT_MS = 60 * 60 * 1000;

export interface PostScheduleOptions {
  db: Kysely<Database>;
  now: () => number;
  /** Reads the data version now (app.dataVersion.check): empties this process's caches. */
  versionChanged: () => Promise<unknown>;
  log: { warn(obj: object, msg: string): void };
}

export interface PostSchedule {
  /** Looks for the next scheduled time again (after a change to posts). */
  rearm(): Promise<void>;
  /** The next scheduled time the timer is set for (tests). */
  readonly next: string | null;
  close(): void;
}

export function startPostSchedule(opts: PostScheduleOptions): PostSchedule {
  const { db, now } = opts;
  let timer: NodeJS.Timeout | null = null;
  const settling = new Set<NodeJS.Timeout>();
  let next: string | null = null;
  let closed = false;
  // Arms run one after the other, so the last one's timer is the one left.
  let chain: Promise<void> = Promise.resolve();

  const fail = (err: unknown) => {
    if (!closed) opts.log.warn({ err: (err as Error).message }, 'post schedule: could not look at scheduled posts');
  };

  async function nextTime(): Promise<string | null> {
    const row = await db
      .selectFrom('blogs')
      .select((eb) => eb.fn.min('publish_at').as('next'))
      .where('state', '=', 'scheduled')
      .executeTakeFirst();
    return row?.next ?? null;
  }

  async function settle(ids: number[]): Promise<void> {
    // A no-op update still runs the triggers (SQLite per row, PostgreSQL per statement).
    await db
      .updateTable('blogs')
      .set({ state: 'published' })
      .where('id', 'in', ids)
      .where('state', '=', 'published')
      .execute();
    await opts.versionChanged();
  }

  async function fire(): Promise<void> {
    const at = new Date(now()).toISOString();
    const due = await db
      .updateTable('blogs')
      .set({ state: 'published' })
      .where('state', '=', 'scheduled')
      .where('publish_at', '<=', at)
      .returning('id')
      .execute();
    if (due.length > 0) {
      await opts.versionChanged();
      const ids = due.map((r) => Number(r.id));
      const t = setTimeout(() => {
        settling.delete(t);
        if (!closed) void settle(ids).catch(fail);
      }, SETTLE_MS);
      t.unref();
      settling.add(t);
    }
  }

  async function arm(): Promise<void> {
    if (closed) return;
    const time = await nextTime();
    if (closed) return;
    if (timer !== null) clearTimeout(timer);
    timer = null;
    next = time;
    if (time === null) return;
    const wait = Math.max(0, Date.parse(time) - now());
    const t = setTimeout(
      () => {
        if (closed) return;
        timer = null;
        // After the longest wait, only look again.
        const work = wait > MAX_WAIT_MS ? Promise.resolve() : fire();
        void work.catch(fail).then(() => rearm());
      },
      Math.min(wait, MAX_WAIT_MS),
    );
    t.unref();
    timer = t;
  }

  function rearm(): Promise<void> {
    chain = chain.then(arm).catch(fail);
    return chain;
  }

  void rearm();
  return {
    rearm,
    get next() {
      return next;
    },
    close() {
      closed = true;
      if (timer !== null) clearTimeout(timer);
      for (const t of settling) clearTimeout(t);
      settling.clear();
    },
  };
}
