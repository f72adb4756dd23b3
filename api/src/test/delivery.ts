import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { enqueue } from '../features/delivery/outbox';
import { submissionRef } from '../features/delivery/submission';

/** Pieces the delivery tests share: enquiries queued as the route queues them, and captured log lines. */

export interface EnquiryFields {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

const refs = new Map<number, string>();

/**
 * The reference (`enquiry-<uuid>`) of an enquiry stored by storeEnquiries or noted with noteRef,
 * at hand where a test needs it at once (an SMTP server's per-message rule).
 */
export function enquiryRef(id: number): string {
  const ref = refs.get(id);
  if (ref === undefined) throw new Error(`enquiry ${id} was not stored by the test helpers`);
  return ref;
}

export function noteRef(id: number, ref: string): void {
  refs.set(id, ref);
}

/** Stores `count` enquiries with their outbox rows, each in one transaction as the route does; their ids. */
export async function storeEnquiries(db: Kysely<Database>, fields: EnquiryFields, count = 1): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1)
    ids.push(
      await db.transaction().execute(async (trx) => {
        const publicId = randomUUID();
        const row = await trx
          .insertInto('enquiries')
          .values({ ...fields, ip: '', user_agent: '', created_at: new Date().toISOString(), public_id: publicId })
          .returning('id')
          .executeTakeFirstOrThrow();
        await enqueue(trx, 'enquiry', Number(row.id), Date.now());
        noteRef(Number(row.id), submissionRef('enquiry', publicId));
        return Number(row.id);
      }),
    );
  return ids;
}

/** The outbox rows of these enquiries, oldest first (one per recipient once claimed). */
export function enquiryOutbox(db: Kysely<Database>, ids: number[]) {
  return db
    .selectFrom('delivery_outbox')
    .select([
      'submission_id',
      'recipient',
      'state',
      'attempts',
      'next_attempt_at',
      'lease_token',
      'last_error',
      'delivered_at',
    ])
    .where('kind', '=', 'enquiry')
    .where('submission_id', 'in', ids)
    .orderBy('id')
    .execute();
}

/** A stream for a logger (buildApp's `logStream`) that keeps every line written to it. */
export function logCapture(): { stream: Writable; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { stream, lines };
}
