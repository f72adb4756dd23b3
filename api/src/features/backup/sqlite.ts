import fs from 'node:fs';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * SQLite's part of backup and restore. A copy of site.db made with `cp` while the API writes is
 * not a backup: the last commits live in site.db-wal until a checkpoint, and a file copied
 * mid-write can pass integrity_check yet miss acknowledged rows. VACUUM INTO copies the database
 * inside one read transaction instead: every commit before it, nothing after, and (WAL) writers
 * never wait for it.
 */

/** Writes a consistent copy of `file` to `dest` (which must not exist), self-contained (no -wal). */
export function snapshotSqlite(file: string, dest: string): void {
  const source = new BetterSqlite3(file, { fileMustExist: true, timeout: 5_000 });
  try {
    source.prepare('VACUUM INTO ?').run(dest);
  } finally {
    source.close();
  }
  const copy = new BetterSqlite3(dest, { fileMustExist: true });
  try {
    // One file to keep and move: the copy is never opened by the API before a restore.
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
  syncPath(dest);
}

export interface SqliteCheck {
  /** 'ok', or the first problem integrity_check reports. */
  integrity: string;
  enquiries: number;
  loanLeads: number;
}

/** PRAGMA integrity_check and the submissions' counts of a database file. */
export function checkSqlite(file: string): SqliteCheck {
  const db = new BetterSqlite3(file, { fileMustExist: true, timeout: 5_000 });
  try {
    const integrity = String(db.pragma('integrity_check', { simple: true }));
    const count = (table: string) =>
      integrity === 'ok' ? Number(db.prepare(`SELECT count(*) AS n FROM ${table}`).pluck().get()) : 0;
    return { integrity, enquiries: count('enquiries'), loanLeads: count('loan_leads') };
  } finally {
    db.close();
  }
}

/** The database file in use: another connection (the API, a worker) has it open. */
export class DatabaseInUse extends Error {
  override readonly name = 'DatabaseInUse';
}

/**
 * Runs `read` on `file` while no other connection can have it open, or throws DatabaseInUse.
 * An exclusive lock is refused while any other connection holds the database open in WAL mode,
 * which the API and workers always do; this process's own later connections wait for it.
 */
export async function withExclusiveSqlite<T>(file: string, read: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  const raw = new BetterSqlite3(file, { fileMustExist: true, timeout: 0 });
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: raw }) });
  try {
    raw.pragma('locking_mode = EXCLUSIVE');
    try {
      raw.exec('BEGIN EXCLUSIVE');
    } catch (err) {
      if ((err as { code?: unknown }).code === 'SQLITE_BUSY')
        throw new DatabaseInUse(`${file} is in use: stop the API and any delivery worker first`);
      throw err;
    }
    try {
      return await read(db);
    } finally {
      raw.exec('ROLLBACK');
    }
  } finally {
    await db.destroy();
    // Kysely closes the handle only if it ran a query. Closing the last connection checkpoints
    // the WAL into the file and removes it.
    if (raw.open) raw.close();
  }
}

/** fsync a file or folder: the data before a rename, or the rename itself (the folder), is on disk. */
export function syncPath(target: string): void {
  const fd = fs.openSync(target, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** Replaces `file` by `replacement` (same folder) in one rename, after removing stale -wal/-shm files. */
export function replaceSqliteFile(file: string, replacement: string): void {
  // A -wal left beside the file would be replayed into the restored database on its next open.
  for (const suffix of ['-wal', '-shm', '-journal']) fs.rmSync(`${file}${suffix}`, { force: true });
  fs.renameSync(replacement, file);
}
