import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { connectTarget, describeTarget, type DatabaseTarget } from '../../db/connection';
import { migrate } from '../../db/migrate';
import { CommandFailed, carryOver, readDeliveries, type CarriedOver, type Delivery } from '../delivery';
import { endAllSessions } from '../staff';
import { databaseName, dumpPostgres, listDump, restorePostgres } from './postgres';
import { checkSqlite, DatabaseInUse, replaceSqliteFile, snapshotSqlite, syncPath, withExclusiveSqlite } from './sqlite';

/**
 * Online backup and restore of the API's database (`npm run backup` / `npm run restore`).
 * A backup is one file in a folder, named after the database and the time it was taken (UTC), so
 * names sort by age and `--keep` can prune the oldest. A restore replaces the database with a
 * backup and carries over what the replaced database knew about deliveries (delivery/restore.ts), so
 * nothing already delivered is sent again.
 */

/** BACKUP_DIR (already resolved by the settings), else `<data folder>/backups`. */
export function defaultBackupDir(backupDir: string | undefined, dataDir: string): string {
  return backupDir ?? path.join(dataDir, 'backups');
}

/** 2026-03-14T10-00-00-123Z: an ISO time without the characters some file systems refuse. */
const stamp = (at: Date) => at.toISOString().replace(/[:.]/g, '-');
const STAMP_PATTERN = '\\d{4}-\\d{2}-\\d{2}T\\d{2}-\\d{2}-\\d{2}-\\d{3}Z';
const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The start of this database's backup names (`site`, `mydb`, `mydb-myschema`) and their extension. */
function backupName(target: DatabaseTarget): { prefix: string; ext: string } {
  const raw =
    target.dialect === 'sqlite'
      ? path.basename(target.file).replace(/\.[^.]*$/, '')
      : `${databaseName(target.url)}${target.schema ? `-${target.schema}` : ''}`;
  return {
    prefix: raw.replace(/[^A-Za-z0-9_.-]/g, '_') || 'database',
    ext: target.dialect === 'sqlite' ? '.db' : '.dump',
  };
}

export interface BackupOptions {
  outDir: string;
  /** Keep this many of this database's backups in the folder (the new one included); older ones are deleted. */
  keep?: number | undefined;
  now?: Date;
}

export interface BackupResult {
  file: string;
  bytes: number;
  /** What was checked on the copy, for the command's output. */
  checked: string;
  /** Older backups deleted by `keep`. */
  pruned: string[];
}

export async function backupDatabase(target: DatabaseTarget, opts: BackupOptions): Promise<BackupResult> {
  const { prefix, ext } = backupName(target);
  fs.mkdirSync(opts.outDir, { recursive: true, mode: 0o700 });
  const file = path.join(opts.outDir, `${prefix}-${stamp(opts.now ?? new Date())}${ext}`);
  // Written aside and renamed when checked: a file with a backup's name is always a whole one.
  const partial = `${file}.partial`;
  fs.rmSync(partial, { force: true });
  let checked: string;
  try {
    // Created empty first, readable by this user only (it holds visitors' data); both tools write into it.
    fs.writeFileSync(partial, '', { mode: 0o600 });
    if (target.dialect === 'sqlite') {
      if (!fs.existsSync(target.file)) throw new CommandFailed(`There is no database at ${target.file}`);
      snapshotSqlite(target.file, partial);
      const check = checkSqlite(partial);
      if (check.integrity !== 'ok')
        throw new CommandFailed(`The copy fails PRAGMA integrity_check: ${check.integrity}`);
      checked = `PRAGMA integrity_check ok; ${check.enquiries} enquiries, ${check.loanLeads} loan leads`;
    } else {
      await dumpPostgres(target, partial);
      const contents = await listDump(partial);
      if (!contents.tables.some((t) => t.name === 'enquiries'))
        throw new CommandFailed('The dump holds no enquiries table: is DATABASE_URL (and its ?schema=) the API’s?');
      checked = `pg_restore --list reads it: ${contents.entries} entries, ${contents.tables.length} tables`;
    }
    syncPath(partial);
    fs.renameSync(partial, file);
    syncPath(opts.outDir);
  } catch (err) {
    fs.rmSync(partial, { force: true });
    throw err;
  }
  const pruned = opts.keep === undefined ? [] : prune(opts.outDir, prefix, ext, opts.keep);
  return { file, bytes: fs.statSync(file).size, checked, pruned };
}

/** Deletes all but the newest `keep` backups of this database in the folder; returns what went. */
function prune(dir: string, prefix: string, ext: string, keep: number): string[] {
  const pattern = new RegExp(`^${escapeRe(prefix)}-${STAMP_PATTERN}${escapeRe(ext)}$`);
  const old = fs
    .readdirSync(dir)
    .filter((f) => pattern.test(f))
    .sort()
    .reverse()
    .slice(keep)
    .map((f) => path.join(dir, f));
  for (const f of old) fs.rmSync(f, { force: true });
  return old;
}

export interface RestoreResult {
  /** Where it went (no password). */
  target: string;
  checked: string;
  /** Migrations applied to the restored copy (a backup from an older version). */
  migrations: string[];
  /** SQLite: the replaced database, kept under this name. */
  keptAs?: string | undefined;
  /** Deliveries carried over, or why the replaced database could not be read. */
  deliveries: CarriedOver | { unreadable: string };
}

export interface RestoreOptions {
  /** PostgreSQL: restore although other sessions are connected to the database. */
  force?: boolean;
  now?: Date;
}

/** The replaced database's deliveries, or why they could not be read. */
type Before = Map<string, Delivery> | { unreadable: string };
const unreadable = (err: unknown): Before => ({ unreadable: err instanceof Error ? err.message : String(err) });

export async function restoreDatabase(
  target: DatabaseTarget,
  backupFile: string,
  opts: RestoreOptions = {},
): Promise<RestoreResult> {
  const file = path.resolve(backupFile);
  if (!fs.existsSync(file) || !fs.statSync(file).isFile())
    throw new CommandFailed(`There is no backup file at ${file}`);
  return target.dialect === 'sqlite'
    ? restoreSqlite(target.file, file, opts.now ?? new Date())
    : restorePostgresTarget(target, file, opts.force ?? false);
}

/** Reads the deliveries of the database at `file` while nothing else has it open; refuses if something does. */
async function sqliteDeliveries(file: string): Promise<Before> {
  if (!fs.existsSync(file)) return { unreadable: `there is no database at ${file}` };
  try {
    return await withExclusiveSqlite(file, readDeliveries);
  } catch (err) {
    if (err instanceof DatabaseInUse) throw new CommandFailed(err.message);
    return unreadable(err);
  }
}

/** Migrates the restored copy and carries the deliveries over. */
async function finish(target: DatabaseTarget, before: Before) {
  const handle = await connectTarget(target);
  try {
    const migrations = await migrate(handle);
    const deliveries = before instanceof Map ? await carryOver(handle.db, before) : before;
    // Staff sign in again: a session in the backup may belong to an account disabled since.
    await endAllSessions(handle.db);
    return { migrations, deliveries };
  } finally {
    await handle.close();
  }
}

async function restoreSqlite(file: string, backup: string, now: Date): Promise<RestoreResult> {
  const before = await sqliteDeliveries(file);
  const dir = path.dirname(file);
  fs.mkdirSync(dir, { recursive: true });
  // The new database is made ready beside the old one (same file system) and swapped in by one
  // rename: at no moment is there a half-written or unmarked database under the API's file name.
  const ready = path.join(dir, `.${path.basename(file)}.restore-${randomUUID()}`);
  const cleanUp = () => {
    for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(`${ready}${suffix}`, { force: true });
  };
  try {
    fs.copyFileSync(backup, ready);
    if (fs.existsSync(file)) fs.chmodSync(ready, fs.statSync(file).mode & 0o777);
    let check;
    try {
      check = checkSqlite(ready);
    } catch (err) {
      throw new CommandFailed(`${backup} is not a SQLite database (${(err as Error).message})`);
    }
    if (check.integrity !== 'ok')
      throw new CommandFailed(`${backup} fails PRAGMA integrity_check (${check.integrity}): nothing was changed`);
    const { migrations, deliveries } = await finish({ dialect: 'sqlite', file: ready }, before);
    const after = checkSqlite(ready);
    if (after.integrity !== 'ok')
      throw new CommandFailed(`The restored copy fails PRAGMA integrity_check: ${after.integrity}`);
    syncPath(ready);
    let keptAs: string | undefined;
    if (fs.existsSync(file)) {
      // Started again meanwhile? Its connection would keep using the replaced file.
      await withExclusiveSqlite(file, async () => undefined).catch((err: unknown) => {
        throw err instanceof DatabaseInUse ? new CommandFailed(err.message) : err;
      });
      keptAs = `${file}.replaced-${stamp(now)}`;
      fs.linkSync(file, keptAs);
    }
    replaceSqliteFile(file, ready);
    syncPath(dir);
    return {
      target: describeTarget({ dialect: 'sqlite', file }),
      checked: `PRAGMA integrity_check ok; ${after.enquiries} enquiries, ${after.loanLeads} loan leads`,
      migrations,
      keptAs,
      deliveries,
    };
  } catch (err) {
    cleanUp();
    throw err;
  }
}

async function restorePostgresTarget(
  target: Extract<DatabaseTarget, { dialect: 'postgres' }>,
  backup: string,
  force: boolean,
): Promise<RestoreResult> {
  let contents;
  try {
    contents = await listDump(backup);
  } catch (err) {
    throw new CommandFailed(`${backup} is not a readable pg_dump custom-format file: ${(err as Error).message}`);
  }
  if (!contents.tables.some((t) => t.name === 'enquiries'))
    throw new CommandFailed(`${backup} holds no enquiries table: not a backup of this API`);
  let before: Before;
  const handle = await connectTarget(target);
  try {
    const schema =
      target.schema ??
      (await sql<{ s: string }>`select current_schema() as s`.execute(handle.db)).rows[0]?.s ??
      'public';
    // pg_restore creates objects in the schema they were dumped from.
    if (!contents.tables.some((t) => t.schema === schema && t.name === 'enquiries'))
      throw new CommandFailed(
        `${backup} holds no enquiries table in schema ${schema}, where this database's tables are`,
      );
    const sessions = await sql<{ n: number }>`select cast(count(*) as integer) as n from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`.execute(
      handle.db,
    );
    const others = Number(sessions.rows[0]?.n ?? 0);
    if (others > 0 && !force)
      throw new CommandFailed(
        `${others} other session(s) are connected to this database: stop the API and any delivery worker first (or pass --force if they are not the API's)`,
      );
    try {
      before = await readDeliveries(handle.db);
    } catch (err) {
      before = unreadable(err);
    }
    // Tables the backup does not have (added by a later migration) would survive --clean and stop
    // the migrations that bring the restored copy up to date.
    const dumpedTables = new Set(contents.tables.filter((t) => t.schema === schema).map((t) => t.name));
    const existing = await sql<{ name: string }>`select table_name as name from information_schema.tables
      where table_schema = ${schema} and table_type = 'BASE TABLE'`.execute(handle.db);
    for (const { name } of existing.rows)
      if (!dumpedTables.has(name)) await sql`drop table if exists ${sql.id(schema, name)} cascade`.execute(handle.db);
  } finally {
    await handle.close();
  }
  await restorePostgres(target.url, backup);
  const { migrations, deliveries } = await finish(target, before);
  return {
    target: describeTarget(target),
    checked: `pg_restore read ${contents.entries} entries`,
    migrations,
    deliveries,
  };
}
