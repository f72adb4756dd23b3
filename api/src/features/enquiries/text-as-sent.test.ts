import { sql } from 'kysely';
import { UNSTORABLE_TEXT_MESSAGE } from 'contracts/api';
import { createTestApp, json, usingPostgres, type TestApp } from '../../test/helpers';

/**
 * Text is stored exactly as sent, or refused: NUL and unpaired surrogates have no UTF-8 form
 * (PostgreSQL refuses them, SQLite would store something else), so each such field is a 400 of
 * its own and nothing is stored. Runs on SQLite and, under scripts/with-postgres.sh, PostgreSQL.
 */

const contact = {
  name: 'Ravi Sharma',
  email: 'ravi@example.com',
  phone: '9876543210',
  subject: 'Sector 150',
  message: 'Please call me.',
};
const lead = { name: 'Anita Verma', email: 'anita@example.com', phone: '9876543210' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ writeRateLimit: 1000 });
});
afterAll(async () => t.close());

const post = (url: string, payload: string) =>
  t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });
const count = async (table: 'enquiries' | 'loan_leads') =>
  Number(
    (
      await t.app.db
        .selectFrom(table)
        .select(sql<number>`cast(count(*) as integer)`.as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const BAD = [
  ['a lone high surrogate', 'Ravi \uD800'],
  ['a lone low surrogate', '\uDC00 Ravi'],
  ['a reversed pair', 'x\uDC00\uD800x'],
  ['a NUL', 'Ra\u0000vi'],
] as const;

describe.each([
  ['/api/request-form', 'enquiries', contact, ['name', 'email', 'phone', 'subject', 'message', 'website']],
  ['/api/loan-lead', 'loan_leads', lead, ['name', 'email', 'phone', 'website']],
] as const)('%s', (url, table, valid, fields) => {
  it.each(BAD)('%s in any text field is a 400 naming that field, and nothing is stored', async (_what, text) => {
    const before = await count(table);
    for (const field of fields) {
      // JSON.stringify writes a lone surrogate as its \u escape, as a browser would.
      const res = await post(url, JSON.stringify({ ...valid, [field]: text }));
      expect(res.statusCode).toBe(400);
      expect(json(res)).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: `Please check the form: ${field}: ${UNSTORABLE_TEXT_MESSAGE}`,
        fields: { [field]: UNSTORABLE_TEXT_MESSAGE },
      });
    }
    expect(await count(table)).toBe(before);
  });

  it('every bad field at once: one message per field', async () => {
    const res = await post(url, JSON.stringify(Object.fromEntries(fields.map((f) => [f, '\uD800']))));
    expect(res.statusCode).toBe(400);
    expect(json<{ fields: Record<string, string> }>(res).fields).toEqual(
      Object.fromEntries(fields.map((f) => [f, UNSTORABLE_TEXT_MESSAGE])),
    );
  });
});

describe('what can be stored is stored as sent', () => {
  it('emoji (paired surrogates), Devanagari and control characters other than NUL come back byte for byte', async () => {
    const name = 'आशा 🏠 Verma';
    const message = 'Flat 🏢 near the metro\ttab\u0001ctrl, ﬃ ligature, RTL \u202E mark';
    const res = await post('/api/request-form', JSON.stringify({ ...contact, name, message }));
    expect(res.statusCode).toBe(200);
    const row = await t.app.db
      .selectFrom('enquiries')
      .select(['name', 'message'])
      .where('id', '=', json<{ id: number }>(res).id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name, message });
  });

  it(`runs on ${usingPostgres ? 'PostgreSQL' : 'SQLite'}`, () => {
    expect(t.app.dbDialect).toBe(usingPostgres ? 'postgres' : 'sqlite');
  });
});
