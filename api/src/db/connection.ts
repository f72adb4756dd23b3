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
  type KyselyConfig,
  type LogEvent,
  type Driver,
  type SqliteDatabase,
  type SqliteDialectConfig,
} from 'kysely';
import { LRUCache } from 'lru-cache';
import { Client, Pool } from 'pg';
import type { Database } from './schema';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Where the data lives, for the start-up log line (never includes a password). */
  description: string;
  /**
   * PostgreSQL only: a connection of its own (outside the pool) that LISTENs on `channel` and calls
   * `onNotify` with each payload; `onLost` when that connection fails (call listen again later).
   */
  listen?(channel: string, onNotify: (payload: string) => void, onLost: (err: Error) => void): Promise<Listener>;
  close(): Promise<void>;
}

export interface Listener {
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** postgres://… selects PostgreSQL; a file path, `file:` / `sqlite:` URL or ':memory:' selects SQLite. */
  databaseUrl?: string;
  /** Folder for the default SQLite file (site.db) when no URL is given. */
  dataDir: string;
}

/** How this process uses its connection: pool size (PG_POOL_MAX) and who hears of failed queries (metrics). */
export interface ConnectExtras {
  poolMax?: number;
  onQueryError?: () => void;
}

export function isPostgresUrl(url: string | undefined): url is string {
  return !!url && /^postgres(ql)?:\/\//i.test(url);
}

/**
 * Where the settings put the data: a SQLite file, or a PostgreSQL URL (without our `schema`
 * parameter) and the schema it names. Backup and restore work on this rather than a connection.
 */
export type DatabaseTarget =
  { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string; schema: string | null };

export function databaseTarget(opts: ConnectOptions): DatabaseTarget {
  if (!isPostgresUrl(opts.databaseUrl)) return { dialect: 'sqlite', file: sqliteFile(opts.databaseUrl, opts.dataDir) };
  // `?schema=name` (our own parameter, removed before pg sees the URL) puts every table in that
  // schema: the test suite gives each test file a fresh one on a shared database.
  const parsed = new URL(opts.databaseUrl);
  const schema = parsed.searchParams.get('schema');
  parsed.searchParams.delete('schema');
  if (schema !== null && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) {
    throw new Error(`Invalid schema name in DATABASE_URL: ${schema}`);
  }
  return { dialect: 'postgres', url: parsed.toString(), schema };
}

export async function connect(opts: ConnectOptions, extras: ConnectExtras = {}): Promise<DatabaseHandle> {
  return connectTarget(databaseTarget(opts), extras);
}

export async function connectTarget(target: DatabaseTarget, extras: ConnectExtras = {}): Promise<DatabaseHandle> {
  return target.dialect === 'postgres'
    ? connectPostgres(target.url, target.schema, extras)
    : connectSqlite(target.file, extras);
}

/** Kysely's log hook, only when someone listens: it then hears every failed query. */
function queryErrorLog(extras: ConnectExtras): Pick<KyselyConfig, 'log'> {
  const listener = extras.onQueryError;
  if (listener === undefined) return {};
  return { log: (event: LogEvent) => void (event.level === 'error' && listener()) };
}

/** The target for log lines and command output: a PostgreSQL URL loses its password. */
export function describeTarget(target: DatabaseTarget): string {
  if (target.dialect === 'sqlite') return `sqlite:${target.file}`;
  const safe = new URL(target.url);
  safe.password = '';
  return `${safe.toString()}${target.schema ? ` (schema ${target.schema})` : ''}`;
}

function sqliteFile(url: string | undefined, dataDir: string): string {
  if (!url) return path.join(dataDir, 'site.db');
  if (url === ':memory:') return url;
  const stripped = url.replace(/^(sqlite|file):(\/\/)?/i, '');
  return path.resolve(stripped);
}

async function connectSqlite(file: string, extras: ConnectExtras): Promise<DatabaseHandle> {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const raw = new BetterSqlite3(file);
  // WAL: readers never wait for the writer. synchronous=FULL: a 2xx for an enquiry means the
  // row survives a power cut, not only a process crash (writes are rare, reads are unaffected).
  raw.pragma('journal_mode = WAL');
  raw.pragma('synchronous = FULL');
  raw.pragma('foreign_keys = ON');
  raw.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({
    dialect: new ImmediateSqliteDialect({ database: withStatementCache(raw) }),
    ...queryErrorLog(extras),
  });
  return {
    db,
    dialect: 'sqlite',
    description: describeTarget({ dialect: 'sqlite', file }),
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
  // The least recently used statement goes first once `max` are kept.
  const cache = new LRUCache<string, BetterSqlite3.Statement>({ max });
  return {
    close: () => raw.close(),
    prepare(source: string) {
      const hit = cache.get(source);
      if (hit) return hit;
      const stmt = raw.prepare(source);
      // DDL and transaction statements are one-offs: caching them would only evict useful entries.
      if (/^\s*(select|insert|update|delete|with)\b/i.test(source)) {
        cache.set(source, stmt);
      }
      return stmt;
    },
  };
}

async function connectPostgres(url: string, schema: string | null, extras: ConnectExtras): Promise<DatabaseHandle> {
  const connection = {
    connectionString: url,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  };
  const pool = new Pool({ ...connection, max: extras.poolMax ?? 10 });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), ...queryErrorLog(extras) });
  if (schema) await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
  return {
    db,
    dialect: 'postgres',
    description: describeTarget({ dialect: 'postgres', url, schema }),
    async listen(channel, onNotify, onLost) {
      if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`Invalid channel name: ${channel}`);
      const client = new Client(connection);
      let closed = false;
      client.on('notification', (msg) => {
        if (msg.channel === channel) onNotify(msg.payload ?? '');
      });
      client.on('error', (err) => {
        if (!closed) onLost(err);
      });
      client.on('end', () => {
        if (!closed) onLost(new Error('the listening connection ended'));
      });
      await client.connect();
      await client.query(`listen ${channel}`);
      return {
        async close() {
          closed = true;
          await client.end().catch(() => undefined);
        },
      };
    },
    async close() {
      await db.destroy(); // ends the pool
    },
  };
}
