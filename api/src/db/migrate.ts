import fs from 'node:fs';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { DatabaseHandle } from './connection';
import type { Database } from './schema';

/**
 * SQL migrations, one folder per dialect (migrations/sqlite, migrations/postgres) with the same
 * file names: the dialects disagree on auto-increment keys and float types, and two plain SQL
 * files are easier to review than one file with placeholders. Files run in name order, each in
 * its own transaction together with its row in schema_migrations, so a failed file leaves no trace
 * and a restart resumes where it stopped.
 */
export const MIGRATIONS_DIR = path.resolve(__dirname, '..', '..', 'migrations');

const FILE_PATTERN = /^\d{4}_[a-z0-9_]+\.sql$/;
/** Any constant: PostgreSQL processes starting together take turns on this advisory lock. */
const PG_LOCK_ID = 7_274_201;

export function migrationFiles(dialect: DatabaseHandle['dialect'], dir = MIGRATIONS_DIR): string[] {
  return fs
    .readdirSync(path.join(dir, dialect))
    .filter((f) => FILE_PATTERN.test(f))
    .sort();
}

/**
 * Statements of a migration file: `--` comments removed, split on semicolons, except inside a
 * dollar-quoted body (PostgreSQL functions: `$fn$ … $fn$`) and inside a trigger's BEGIN … END
 * (SQLite triggers hold statements of their own).
 */
export function splitStatements(text: string): string[] {
  const src = text.replace(/--[^\n]*/g, '');
  const statements: string[] = [];
  let start = 0;
  let quote: string | null = null;
  for (let i = 0; i < src.length; i += 1) {
    if (quote !== null) {
      if (src.startsWith(quote, i)) {
        i += quote.length - 1;
        quote = null;
      }
      continue;
    }
    const dollar = src[i] === '$' ? /^\$[A-Za-z_]*\$/.exec(src.slice(i, i + 64)) : null;
    if (dollar) {
      quote = dollar[0];
      i += quote.length - 1;
      continue;
    }
    if (src[i] !== ';') continue;
    const statement = src.slice(start, i).trim();
    if (/^create\s+trigger\b/i.test(statement) && /\bbegin\b/i.test(statement) && !/\bend$/i.test(statement)) continue; // a statement inside the trigger's body
    if (statement.length > 0) statements.push(statement);
    start = i + 1;
  }
  const rest = src.slice(start).trim();
  if (rest.length > 0) statements.push(rest);
  return statements;
}

/** Applies the pending migrations; returns the names applied by this call. */
export async function migrate(handle: DatabaseHandle, dir = MIGRATIONS_DIR): Promise<string[]> {
  const { db, dialect } = handle;
  await sql`create table if not exists schema_migrations (name text primary key, applied_at text not null)`.execute(db);
  const applied: string[] = [];
  for (const name of migrationFiles(dialect, dir)) {
    const statements = splitStatements(fs.readFileSync(path.join(dir, dialect, name), 'utf8'));
    const ran = await db.transaction().execute(async (trx) => {
      if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(${PG_LOCK_ID})`.execute(trx);
      if (await isApplied(trx, name)) return false;
      for (const statement of statements) await sql.raw(statement).execute(trx);
      await trx.insertInto('schema_migrations').values({ name, applied_at: new Date().toISOString() }).execute();
      return true;
    });
    if (ran) applied.push(name);
  }
  return applied;
}

async function isApplied(db: Kysely<Database>, name: string): Promise<boolean> {
  const row = await db.selectFrom('schema_migrations').select('name').where('name', '=', name).executeTakeFirst();
  return row !== undefined;
}
