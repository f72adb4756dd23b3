import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  sql,
  type DatabaseConnection,
  type Driver,
  type SqliteDatabase,
  type SqliteDialectConfig,
} from 'kysely';
import { Pool } from 'pg';
import type { Database } from './schema';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Where the data lives, for the start-up log line (never includes a password). */
  description: string;
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** postgres://… selects PostgreSQL; a file path, `file:` / `sqlite:` URL or ':memory:' selects SQLite. */
  databaseUrl?: string;
  /** Folder for the default SQLite file (site.db) when no URL is given. */
  dataDir: string;
}

export function isPostgresUrl(url: string | undefined): url is string {
  return !!url && /^postgres(ql)?:\/\//i.test(url);
}

export async function connect(opts: ConnectOptions): Promise<DatabaseHandle> {
  if (isPostgresUrl(opts.databaseUrl)) return connectPostgres(opts.databaseUrl);
  return connectSqlite(sqliteFile(opts.databaseUrl, opts.dataDir));
}

function sqliteFile(url: string | undefined, dataDir: string): string {
  if (!url) return path.join(dataDir, 'site.db');
  if (url === ':memory:') return url;
  const stripped = url.replace(/^(sqlite|file):(\/\/)?/i, '');
  return path.resolve(stripped);
}

async function connectSqlite(file: string): Promise<DatabaseHandle> {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const raw = new BetterSqlite3(file);
  // WAL: readers never wait for the writer. synchronous=FULL: a 2xx for an enquiry means the
  // row survives a power cut, not only a process crash (writes are rare, reads are unaffected).
  raw.pragma('journal_mode = WAL');
  raw.pragma('synchronous = FULL');
  raw.pragma('foreign_keys = ON');
  raw.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: withStatementCache(raw) }) });
  return {
    db,
    dialect: 'sqlite',
    description: `sqlite:${file}`,
    async close() {
      await db.destroy(); // closes the better-sqlite3 handle (checkpoints the WAL)
    },
  };
}

/**
 * Transactions that take SQLite's write lock when they begin (`begin immediate`). Kysely's driver
 * says `begin` (deferred): the transaction starts as a reader and asks for the lock at its first
 * write, and when another process (a separate delivery worker) wrote in between, that upgrade fails
 * with SQLITE_BUSY at once, whatever busy_timeout says. An immediate transaction waits for the lock
 * up to busy_timeout instead. Every transaction here writes, so none is slowed for nothing.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly settings: SqliteDialectConfig) {
    super(settings);
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.settings);
  }
}

/**
 * Kysely's SQLite driver calls `prepare(sql)` for every query; compiling the same SQL again and
 * again is a large share of a cheap query's cost. Kysely produces the same SQL text for the same
 * query shape (values are parameters), so a small map of prepared statements keyed by that text
 * gives prepared-statement speed without changing any query code.
 */
function withStatementCache(raw: BetterSqlite3.Database, max = 256): SqliteDatabase {
  const cache = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => raw.close(),
    prepare(source: string) {
      const hit = cache.get(source);
      if (hit) return hit;
      const stmt = raw.prepare(source);
      // DDL and transaction statements are one-offs: caching them would only evict useful entries.
      if (/^\s*(select|insert|update|delete|with)\b/i.test(source)) {
        if (cache.size >= max) cache.delete(cache.keys().next().value as string);
        cache.set(source, stmt);
      }
      return stmt;
    },
  };
}

async function connectPostgres(url: string): Promise<DatabaseHandle> {
  // `?schema=name` (our own parameter, removed before pg sees the URL) puts every table in that
  // schema: the test suite gives each test file a fresh one on a shared database.
  const parsed = new URL(url);
  const schema = parsed.searchParams.get('schema');
  parsed.searchParams.delete('schema');
  if (schema !== null && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) {
    throw new Error(`Invalid schema name in DATABASE_URL: ${schema}`);
  }
  const pool = new Pool({
    connectionString: parsed.toString(),
    max: Number(process.env.PG_POOL_MAX ?? 10),
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  if (schema) await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
  const safe = new URL(parsed.toString());
  safe.password = '';
  return {
    db,
    dialect: 'postgres',
    description: `${safe.toString()}${schema ? ` (schema ${schema})` : ''}`,
    async close() {
      await db.destroy(); // ends the pool
    },
  };
}
