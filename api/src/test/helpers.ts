import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { buildApp, type BuildAppOptions } from '../app';
import { isPostgresUrl } from '../db/connection';

/**
 * A fresh database per test file. With DATABASE_URL=postgres://… (scripts/with-postgres.sh) each
 * call gets its own schema on that database, dropped afterwards; otherwise a SQLite file in a
 * temporary folder, deleted afterwards. The same tests therefore run against both dialects.
 */
export interface TestDatabase {
  databaseUrl: string;
  dataDir: string;
  dispose(): Promise<void>;
}

export const usingPostgres = isPostgresUrl(process.env.DATABASE_URL);

export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-'));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  const base = process.env.DATABASE_URL;
  if (isPostgresUrl(base)) {
    const schema = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
    const url = new URL(base);
    url.searchParams.set('schema', schema);
    return {
      databaseUrl: url.toString(),
      dataDir,
      async dispose() {
        const client = new Client({ connectionString: base });
        await client.connect();
        try {
          await client.query(`drop schema if exists ${schema} cascade`);
        } finally {
          await client.end();
        }
        removeDir();
      },
    };
  }
  return { databaseUrl: path.join(dataDir, 'site.db'), dataDir, dispose: async () => removeDir() };
}

export interface TestApp {
  app: FastifyInstance;
  db: TestDatabase;
  close(): Promise<void>;
}

export async function createTestApp(opts: BuildAppOptions = {}): Promise<TestApp> {
  const db = await createTestDatabase();
  const app = await buildApp({ databaseUrl: db.databaseUrl, dataDir: db.dataDir, logger: false, ...opts });
  return {
    app,
    db,
    async close() {
      await app.close();
      await db.dispose();
    },
  };
}

/** JSON body of an inject() answer, typed loosely for assertions. */
export function json<T = Record<string, unknown>>(res: { body: string }): T {
  return JSON.parse(res.body) as T;
}
