import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { Client } from 'pg';
import { buildApp, type BuildAppOptions } from '../app';
import { isPostgresUrl } from '../db/connection';
import type { Database, SubmissionKind } from '../db/schema';
import { submissionRef } from '../features/delivery/submission';
import { OpenApiChecker, type OpenApiDocument } from './openapi';

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
  const app = checkedAgainstDocument(
    await buildApp({ databaseUrl: db.databaseUrl, dataDir: db.dataDir, logger: false, ...opts }),
  );
  return {
    app,
    db,
    async close() {
      await app.close();
      await db.dispose();
    },
  };
}

/** The reference (`enquiry-<uuid>`) mail, .eml names and the export give a stored submission. */
export async function refOf(db: Kysely<Database>, kind: SubmissionKind, id: number): Promise<string> {
  const table = kind === 'enquiry' ? 'enquiries' : 'loan_leads';
  const row = await db.selectFrom(table).select('public_id').where('id', '=', id).executeTakeFirstOrThrow();
  return submissionRef(kind, row.public_id);
}

/** Polls `check` every 100 ms until it returns a value (a throw counts as not yet); fails after `ms`. */
export async function until<T>(
  what: string,
  check: () => Promise<T | undefined> | T | undefined,
  ms = 30_000,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    try {
      const v = await check();
      if (v !== undefined) return v;
    } catch {
      /* not yet */
    }
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** JSON body of an inject() answer, typed loosely for assertions. */
export function json<T = Record<string, unknown>>(res: { body: string }): T {
  return JSON.parse(res.body) as T;
}

/**
 * Makes every promise-style `app.inject()` of the app check its answer against the app's own
 * OpenAPI document (status documented, media type and body as documented): a test whose request
 * gets an undocumented answer fails with the reasons, whatever the test itself asserts.
 */
export function checkedAgainstDocument(app: FastifyInstance): FastifyInstance {
  const checker = new OpenApiChecker(app.swagger() as unknown as OpenApiDocument);
  const inject = app.inject.bind(app);
  const checked = async (opts: InjectOptions | string) => {
    const res = await inject(opts);
    const problems = checker.problems({
      method: res.raw.req.method ?? 'GET',
      url: res.raw.req.url ?? '/',
      statusCode: res.statusCode,
      headers: res.headers,
      rawPayload: res.rawPayload,
    });
    if (problems.length > 0)
      throw new Error(
        `Answer does not match the OpenAPI document (${res.raw.req.method} ${res.raw.req.url}):\n  ${problems.join('\n  ')}`,
      );
    return res;
  };
  // Only the promise form is checked; the callback and chain forms pass through unchanged.
  app.inject = ((opts?: InjectOptions | string, callback?: unknown) =>
    opts === undefined || callback !== undefined
      ? (inject as (...args: unknown[]) => unknown)(opts, callback)
      : checked(opts)) as typeof app.inject;
  return app;
}
