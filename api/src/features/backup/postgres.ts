import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * PostgreSQL's part of backup and restore: pg_dump's custom format (compressed, restored by
 * pg_restore, one consistent snapshot of the database however busy it is) and pg_restore.
 * The password never reaches a command line (others could read it with ps) nor the output: the
 * tools get the URL without it and the password in PGPASSWORD.
 */

export type PgTool = 'pg_dump' | 'pg_restore';

/** Debian's layout: /usr/lib/postgresql/<version>/bin, the newest version first. */
function versionedBinDirs(root: string): string[] {
  try {
    return fs
      .readdirSync(root)
      .filter((v) => /^\d+(\.\d+)?$/.test(v))
      .sort((a, b) => Number(b) - Number(a))
      .map((v) => path.join(root, v, 'bin'));
  } catch {
    return [];
  }
}

/** The tool on PATH, else in /usr/lib/postgresql/<version>/bin; undefined when neither has it. */
export function findPgTool(
  name: PgTool,
  env: NodeJS.ProcessEnv = process.env,
  root = '/usr/lib/postgresql',
): string | undefined {
  const dirs = [...(env.PATH ?? '').split(path.delimiter).filter(Boolean), ...versionedBinDirs(root)];
  for (const dir of dirs) {
    const file = path.join(dir, name);
    try {
      fs.accessSync(file, fs.constants.X_OK);
      if (fs.statSync(file).isFile()) return file;
    } catch {
      /* not here */
    }
  }
  return undefined;
}

function requireTool(name: PgTool): string {
  const file = findPgTool(name);
  if (file === undefined)
    throw new Error(
      `${name} was not found on PATH or in /usr/lib/postgresql/*/bin: install the PostgreSQL client tools (Debian/Ubuntu: apt-get install postgresql-client), the same major version as the server or newer`,
    );
  return file;
}

/** libpq's view of a URL: the URL without its password, and the password in PGPASSWORD. */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { dbname: u.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** Runs a tool to its end; rejects with its error output (which never holds the password). */
function run(tool: PgTool, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const file = requireTool(tool);
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => err.push(c));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else reject(new Error(`${tool} failed (exit ${code}): ${Buffer.concat(err).toString('utf8').trim()}`));
    });
  });
}

/** The database's name, for backup file names. */
export function databaseName(url: string): string {
  const u = new URL(url);
  return decodeURIComponent(u.pathname.replace(/^\//, '')) || decodeURIComponent(u.username) || 'postgres';
}

/** pg_dump --format=custom of the database, or of `schema` only, to `dest`. */
export async function dumpPostgres(target: { url: string; schema: string | null }, dest: string): Promise<void> {
  const { dbname, env } = connection(target.url);
  await run(
    'pg_dump',
    [
      '--format=custom',
      '--no-password',
      `--file=${dest}`,
      ...(target.schema ? [`--schema=${target.schema}`] : []),
      `--dbname=${dbname}`,
    ],
    env,
  );
}

export interface DumpContents {
  /** Entries of the dump's table of contents. */
  entries: number;
  tables: { schema: string; name: string }[];
}

/** pg_restore --list: reads the whole table of contents, so a truncated or foreign file fails here. */
export async function listDump(file: string): Promise<DumpContents> {
  const text = await run('pg_restore', ['--list', file], process.env);
  const lines = text.split('\n').filter((l) => /^\d+;/.test(l));
  const tables = lines.flatMap((l) => {
    const m = /^\d+; \d+ \d+ TABLE (\S+) (\S+) /.exec(l);
    return m ? [{ schema: m[1] ?? '', name: m[2] ?? '' }] : [];
  });
  return { entries: lines.length, tables };
}

/**
 * pg_restore --clean --if-exists in one transaction: the dump's objects are dropped and created
 * again with the dump's rows and sequence positions (identity columns continue after the
 * restored rows), or, on any error, nothing changes.
 */
export async function restorePostgres(url: string, file: string): Promise<void> {
  const { dbname, env } = connection(url);
  await run(
    'pg_restore',
    ['--clean', '--if-exists', '--single-transaction', '--no-owner', '--no-password', `--dbname=${dbname}`, file],
    env,
  );
}
