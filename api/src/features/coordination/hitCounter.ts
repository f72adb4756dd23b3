import { LRUCache } from 'lru-cache';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Fixed-window hit counters behind every rate limit (the write routes, and the site servers' CSP
 * report route through POST /api/limits/hit). A window starts with a key's first hit and lasts
 * `windowMs`; `hits` counts the hits in it. On PostgreSQL the windows live in the database, so
 * every API process (and every site server, through its API) counts into the same window; on
 * SQLite, which serves one API process, they live in that process's memory.
 */
export interface WindowCount {
  /** Hits in the current window, this one included. */
  hits: number;
  /** Time left in the window, in ms. */
  ttlMs: number;
}

export interface HitCounter {
  readonly shared: boolean;
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** Forgets windows that ended (the database's rows; memory entries expire by themselves). */
  sweep(): Promise<void>;
}

/** Longest key kept: a limit name and a client address are far shorter. */
export const MAX_KEY_LENGTH = 200;

/** Clients tracked at once in memory: the least recently seen goes first, as @fastify/rate-limit's own store does. */
const MEMORY_KEYS = 10_000;

export function memoryHitCounter(now: () => number = Date.now): HitCounter {
  const windows = new LRUCache<string, { hits: number; resetsAt: number }>({ max: MEMORY_KEYS });
  return {
    shared: false,
    async hit(key, windowMs) {
      const t = now();
      const open = windows.get(key);
      const window = open && open.resetsAt > t ? open : { hits: 0, resetsAt: t + windowMs };
      window.hits += 1;
      windows.set(key, window);
      return { hits: window.hits, ttlMs: window.resetsAt - t };
    },
    async sweep() {
      windows.purgeStale();
    },
  };
}

/** The database's clock in ms: every host counts against one clock. */
const dbNowMs = sql<string>`(extract(epoch from clock_timestamp()) * 1000)::bigint`;

export function postgresHitCounter(db: Kysely<Database>): HitCounter {
  return {
    shared: true,
    async hit(key, windowMs) {
      // One statement: a window that ended starts again at 1; otherwise the count goes up by one.
      const { rows } = await sql<{ hits: number; ttl_ms: string }>`
        insert into rate_limit_windows as w (key, hits, resets_at)
        values (${key.slice(0, MAX_KEY_LENGTH)}, 1, ${dbNowMs} + ${windowMs})
        on conflict (key) do update set
          hits = case when w.resets_at <= ${dbNowMs} then 1 else w.hits + 1 end,
          resets_at = case when w.resets_at <= ${dbNowMs} then ${dbNowMs} + ${windowMs} else w.resets_at end
        returning hits, resets_at - ${dbNowMs} as ttl_ms`.execute(db);
      const row = rows[0];
      return { hits: Number(row?.hits ?? 1), ttlMs: Math.max(0, Number(row?.ttl_ms ?? windowMs)) };
    },
    async sweep() {
      await sql`delete from rate_limit_windows where resets_at < ${dbNowMs}`.execute(db);
    },
  };
}
