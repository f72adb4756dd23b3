import type { Kysely } from 'kysely';
import type { Database, DeliveryState, SubmissionKind } from '../../db/schema';
import { deleteRows } from './retention';
import { submissionRef } from './submission';

/**
 * Deliveries across a restore. A backup holds the outbox as it was when it was taken: items
 * pending then were delivered afterwards, and the restored copy would send them again. Before the
 * database is replaced, its outbox is read by submission reference (the UUID refs are the same in
 * both copies; numeric ids may not be). The replaced database is the later state of the same
 * data, so for every submission both hold its outbox rows (one per recipient once split) replace
 * the backup's: what was delivered or given up stays so, a copy being sent goes back to pending.
 * A submission the backup holds but the replaced database no longer did was deleted since
 * (retention, or a person's request to be forgotten): it is deleted from the restored copy again,
 * so a restore never brings back what a person asked to have deleted.
 */

/** One outbox row: a copy for one recipient (null: every configured recipient, not yet split). */
export interface OutboxCopy {
  recipient: string | null;
  state: DeliveryState;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  delivered_at: string | null;
}

export interface Delivery {
  kind: SubmissionKind;
  /** The submission's row id (numeric ids may differ between the two copies; refs do not). */
  id: number;
  publicId: string;
  copies: OutboxCopy[];
}

const TABLES = { enquiry: 'enquiries', 'loan-lead': 'loan_leads' } as const;
const KINDS = Object.keys(TABLES) as SubmissionKind[];

/** Every submission with its outbox rows, by reference (`enquiry-<uuid>`). */
export async function readDeliveries(db: Kysely<Database>): Promise<Map<string, Delivery>> {
  const outbox = await db
    .selectFrom('delivery_outbox')
    .select([
      'kind',
      'submission_id',
      'recipient',
      'state',
      'attempts',
      'next_attempt_at',
      'last_error',
      'created_at',
      'delivered_at',
    ])
    .orderBy('id')
    .execute();
  const byRow = new Map<string, OutboxCopy[]>();
  for (const { kind, submission_id: id, ...copy } of outbox) {
    const key = `${kind}:${Number(id)}`;
    byRow.set(key, [...(byRow.get(key) ?? []), { ...copy, attempts: Number(copy.attempts) }]);
  }
  const out = new Map<string, Delivery>();
  for (const kind of KINDS) {
    for (const s of await db.selectFrom(TABLES[kind]).select(['id', 'public_id']).execute())
      out.set(submissionRef(kind, s.public_id), {
        kind,
        id: Number(s.id),
        publicId: s.public_id,
        copies: byRow.get(`${kind}:${Number(s.id)}`) ?? [],
      });
  }
  return out;
}

export interface CarriedOver {
  /** Copies marked delivered / dead in the restored copy because the replaced database had finished them. */
  delivered: number;
  dead: number;
  /** Submissions of the replaced database that the backup does not hold (stored after it was taken). */
  notInBackup: number;
  /** …of which the replaced database had delivered to every recipient (the firm's inbox has them). */
  notInBackupDelivered: number;
  /**
   * Submissions of the backup that the replaced database no longer held (retention or a request
   * to forget), deleted again from the restored copy.
   */
  deletedSince: number;
}

const finished = (c: OutboxCopy) => c.state === 'delivered' || c.state === 'dead';
const sameCopies = (a: OutboxCopy[], b: OutboxCopy[]) => JSON.stringify(a) === JSON.stringify(b);

/** Brings into `db` (the restored copy) the outbox rows `before` (the replaced database) had. */
export async function carryOver(db: Kysely<Database>, before: Map<string, Delivery>): Promise<CarriedOver> {
  const after = await readDeliveries(db);
  const result: CarriedOver = { delivered: 0, dead: 0, notInBackup: 0, notInBackupDelivered: 0, deletedSince: 0 };
  // Only a later state of the same database tells what happened since: one that shares no
  // submission with the backup (a fresh install's, say, or an empty one) changes nothing.
  const related = [...before.keys()].some((ref) => after.has(ref));
  await db.transaction().execute(async (trx) => {
    for (const [ref, now] of after) {
      const then = before.get(ref);
      if (then === undefined || !related || sameCopies(then.copies, now.copies) || !then.copies.some(finished))
        continue;
      await trx
        .deleteFrom('delivery_outbox')
        .where('kind', '=', now.kind)
        .where('submission_id', '=', now.id)
        .execute();
      await trx
        .insertInto('delivery_outbox')
        .values(
          then.copies.map((c) => ({
            ...c,
            kind: now.kind,
            submission_id: now.id,
            // A copy that was being sent: its worker is gone with the old database's processes.
            state: c.state === 'sending' ? 'pending' : c.state,
            lease_token: null,
            lease_until: null,
          })),
        )
        .execute();
      for (const c of then.copies) {
        if (c.state === 'delivered' && !now.copies.some((n) => n.recipient === c.recipient && n.state === 'delivered'))
          result.delivered += 1;
        if (c.state === 'dead' && !now.copies.some((n) => n.recipient === c.recipient && n.state === 'dead'))
          result.dead += 1;
      }
    }
  });
  for (const [ref, then] of before) {
    if (after.has(ref)) continue;
    result.notInBackup += 1;
    if (then.copies.length > 0 && then.copies.every((c) => c.state === 'delivered')) result.notInBackupDelivered += 1;
  }
  if (related)
    for (const kind of KINDS) {
      const gone = [...after].filter(([ref, d]) => d.kind === kind && !before.has(ref));
      result.deletedSince += gone.length;
      await deleteRows(
        db,
        kind,
        gone.map(([, d]) => ({ id: d.id, public_id: d.publicId })),
        [],
      );
    }
  return result;
}
