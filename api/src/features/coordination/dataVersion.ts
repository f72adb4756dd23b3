import type { DatabaseHandle, Listener } from '../../db/connection';

/**
 * The public data's version (table data_version, bumped by triggers on listings, blogs, cities,
 * localities and curated lists; migration 0010), watched so every cache that keeps public data
 * (the read cache, the listing counts, and the site servers' kept pages through
 * GET /api/data-version) is emptied within moments of a change, whoever made it.
 *
 * PostgreSQL announces each change on the channel site_data_changed (LISTEN/NOTIFY: every API
 * process hears it at once); the version is also read every `pollMs`, which is how SQLite (a
 * change may come from another process, such as the sqlite3 shell) sees changes, and how
 * PostgreSQL catches up after its listening connection was lost.
 */
export const DATA_CHANGED_CHANNEL = 'site_data_changed';

export interface DataVersionLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface DataVersion {
  /** The version last seen. */
  readonly current: number;
  /** Called with the new version after each change this process sees. */
  onChange(listener: (version: number) => void): void;
  /** Reads the version now (tests; the poll and the notifications call it too). */
  check(): Promise<number>;
  close(): Promise<void>;
}

async function readVersion(handle: DatabaseHandle): Promise<number> {
  const row = await handle.db.selectFrom('data_version').select('version').where('id', '=', 1).executeTakeFirst();
  return Number(row?.version ?? 0);
}

export async function watchDataVersion(
  handle: DatabaseHandle,
  opts: { pollMs: number; log: DataVersionLog },
): Promise<DataVersion> {
  let current = await readVersion(handle);
  const listeners: ((version: number) => void)[] = [];
  let listener: Listener | null = null;
  let listening = false;
  let closed = false;

  async function check(): Promise<number> {
    const version = await readVersion(handle);
    if (version !== current && !closed) {
      current = version;
      for (const fn of listeners) fn(version);
    }
    return current;
  }

  async function listen(): Promise<void> {
    if (!handle.listen || listening || closed) return;
    listening = true;
    try {
      listener = await handle.listen(
        DATA_CHANGED_CHANNEL,
        () => void check().catch(() => undefined),
        (err) => {
          listening = false;
          void listener?.close();
          listener = null;
          opts.log.warn({ err: err.message }, 'data changes: listening connection lost; polling until it is back');
        },
      );
      if (closed) await listener.close();
      // A change made while the connection was down has no notification: read the version now.
      await check();
    } catch (err) {
      listening = false;
      opts.log.warn({ err: (err as Error).message }, 'data changes: cannot listen; polling');
    }
  }

  await listen();
  const timer = setInterval(() => {
    void check().catch(() => undefined); // a database that does not answer: the health route says so
    void listen();
  }, opts.pollMs);
  timer.unref();

  return {
    get current() {
      return current;
    },
    onChange(fn) {
      listeners.push(fn);
    },
    check,
    async close() {
      closed = true;
      clearInterval(timer);
      await listener?.close();
    },
  };
}
