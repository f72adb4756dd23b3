import type { Kysely } from 'kysely';
import type { Database, DeliveryState, SubmissionKind } from '../../db/schema';
import { deleteRows } from './retention';
import { submissionRef } from './submission';

/**
 * Deliveries across a restore. A backup holds the outbox as it was when it was taken: items
 * pending then were delivered afterwards, and the restored copy would send them again. Before the
 * database is replaced, its delivery states are read by submission reference (the UUID refs are
 * the same in both copies; numeric ids may not be); after the restore, every item the replaced
 * database had finished (delivered or dead) is marked so in the restored copy. A submission the
 * backup holds but the replaced database no longer did was deleted since (retention, or a person's
 * request to be forgotten): it is deleted from the restored copy again, so a restore never brings
 * back what a person asked to have deleted.
 */

export interface Delivery {
  kind: SubmissionKind;
  /** The submission's row id (numeric ids may differ between the two copies; refs do not). */
  id: number;
  publicId: string;
  /** The outbox row; null for a submission without one (never expected). */
  outboxId: number | null;
  state: DeliveryState | null;
  attempts: number;
  delivered_at: string | null;
  last_error: string | null;
}

const TABLES = { enquiry: 'enquiries', 'loan-lead': 'loan_leads' } as const;
const KINDS = Object.keys(TABLES) as SubmissionKind[];
const FINISHED: readonly (DeliveryState | null)[] = ['delivered', 'dead'];

/** Every submission's delivery, by reference (`enquiry-<uuid>`). */
export async function readDeliveries(db: Kysely<Database>): Promise<Map<string, Delivery>> {
  const outbox = await db
    .selectFrom('delivery_outbox')
    .select(['id', 'kind', 'submission_id', 'state', 'attempts', 'delivered_at', 'last_error'])
    .execute();
  const byRow = new Map(outbox.map((o) => [`${o.kind}:${Number(o.submission_id)}`, o]));
  const out = new Map<string, Delivery>();
  for (const kind of KINDS) {
    for (const s of await db.selectFrom(TABLES[kind]).select(['id', 'public_id']).execute()) {
      const o = byRow.get(`${kind}:${Number(s.id)}`);
      out.set(submissionRef(kind, s.public_id), {
        kind,
        id: Number(s.id),
        publicId: s.public_id,
        outboxId: o ? Number(o.id) : null,
        state: o?.state ?? null,
        attempts: Number(o?.attempts ?? 0),
        delivered_at: o?.delivered_at ?? null,
        last_error: o?.last_error ?? null,
      });
    }
  }
  return out;
}

export interface CarriedOver {
  /** Items marked delivered / dead in the restored copy because the replaced database had finished them. */
  delivered: number;
  dead: number;
  /** Submissions of the replaced database that the backup does not hold (stored after it was taken). */
  notInBackup: number;
  /** …of which the replaced database had delivered (the firm's inbox has them). */
  notInBackupDelivered: number;
  /**
   * Submissions of the backup that the replaced database no longer held (retention or a request
   * to forget), deleted again from the restored copy.
   */
  deletedSince: number;
}

/** Marks in `db` (the restored copy) every item `before` (the replaced database) had finished. */
export async function carryOver(db: Kysely<Database>, before: Map<string, Delivery>): Promise<CarriedOver> {
  const after = await readDeliveries(db);
  const result: CarriedOver = { delivered: 0, dead: 0, notInBackup: 0, notInBackupDelivered: 0, deletedSince: 0 };
  await db.transaction().execute(async (trx) => {
    for (const [ref, now] of after) {
      const then = before.get(ref);
      if (then === undefined) result.deletedSince += 1;
      if (then === undefined || now.outboxId === null || !FINISHED.includes(then.state) || then.state === now.state)
        continue;
      await trx
        .updateTable('delivery_outbox')
        .set({
          state: then.state === 'dead' ? 'dead' : 'delivered',
          attempts: then.attempts,
          delivered_at: then.delivered_at,
          last_error: then.last_error,
          lease_token: null,
          lease_until: null,
        })
        .where('id', '=', now.outboxId)
        .execute();
      result[then.state === 'dead' ? 'dead' : 'delivered'] += 1;
    }
  });
  for (const [ref, then] of before) {
    if (after.has(ref)) continue;
    result.notInBackup += 1;
    if (then.state === 'delivered') result.notInBackupDelivered += 1;
  }
  // Only a later state of the same database tells what was deleted: one that shares no submission
  // with the backup (a fresh install's, say, or an empty one) deletes nothing.
  const related = [...before.keys()].some((ref) => after.has(ref));
  if (related) {
    for (const kind of KINDS) {
      const gone = [...after].filter(([ref, d]) => d.kind === kind && !before.has(ref));
      await deleteRows(
        db,
        kind,
        gone.map(([, d]) => ({ id: d.id, public_id: d.publicId })),
        [],
      );
    }
  } else result.deletedSince = 0;
  return result;
}
