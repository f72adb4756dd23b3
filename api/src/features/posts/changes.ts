import type { Kysely } from 'kysely';
import { postSlugFromTitle, type StaffPostCreate, type StaffPostUpdate } from 'contracts/api';
import type { Database } from '../../db/schema';
import { writeAudit, type Actor } from '../staff';
import {
  findPost,
  freeSlug,
  postSnapshot,
  releaseSlug,
  retireSlug,
  slugHolder,
  stateNow,
  type Db,
  type PostRow,
} from './repository';
import { sanitizePostHtml } from './sanitize';

/**
 * Changes to posts. Each change and its audit entry are one transaction (no change without its
 * entry); a request that changes nothing writes nothing. Bodies are stored sanitised.
 */

/** A change that cannot be made as asked (the routes answer 400/404/409); `field` names the input at fault. */
export class PostChangeRefused extends Error {
  override readonly name = 'PostChangeRefused';
  constructor(
    readonly reason: 'invalid' | 'not-found' | 'conflict',
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

const iso = (ms: number) => new Date(ms).toISOString();
const subjectOf = (id: number) => `post:${id}`;

async function postOr404(db: Db, id: number): Promise<PostRow> {
  const row = await findPost(db, id);
  if (row === undefined) throw new PostChangeRefused('not-found', `No post ${id}`);
  return row;
}

/** A publication time from the editor: in UTC, and in the future. */
function futureTime(at: string, now: number, field: string): string {
  const ms = Date.parse(at);
  if (!Number.isFinite(ms)) throw new PostChangeRefused('invalid', 'Not a date and time', field);
  if (ms <= now) throw new PostChangeRefused('invalid', 'A scheduled time must be in the future', field);
  return iso(ms);
}

/** A unique key clash: better-sqlite3 SQLITE_CONSTRAINT_UNIQUE / _PRIMARYKEY, pg 23505 unique_violation. */
function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null | undefined)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

const TAKEN = 'Another post has (or had) this slug; choose another';

/** Makes `slug` free for post `id` (null: a new post), or refuses it when another post holds it. */
async function claimSlug(db: Db, slug: string, id: number | null): Promise<void> {
  const holder = await slugHolder(db, slug);
  if (holder === undefined) return;
  if (holder.kind === 'post' || (holder.kind === 'redirect' && holder.id !== id))
    throw new PostChangeRefused('conflict', TAKEN, 'slug');
  // A deleted post's slug, or this post's own old slug coming back: no longer a redirect.
  await releaseSlug(db, slug);
}

/** Two editors taking the same slug at once: the second gets the same 409 as if it came later. */
async function inTransaction<T>(db: Kysely<Database>, work: (trx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction().execute(work);
  } catch (err) {
    if (isUniqueViolation(err)) throw new PostChangeRefused('conflict', TAKEN, 'slug');
    throw err;
  }
}

export async function createPost(
  db: Kysely<Database>,
  input: StaffPostCreate,
  actor: Actor & { via: 'api' },
  now: number,
): Promise<PostRow> {
  const state = input.state ?? 'draft';
  const publishAt =
    state === 'scheduled'
      ? futureTime(input.publishAt ?? '', now, 'publishAt')
      : state === 'published'
        ? iso(now)
        : null;
  const body = sanitizePostHtml(input.body);
  return inTransaction(db, async (trx) => {
    let slug: string;
    if (input.slug !== undefined) {
      slug = input.slug;
      await claimSlug(trx, slug, null);
    } else {
      slug = await freeSlug(trx, postSlugFromTitle(input.title));
      await releaseSlug(trx, slug);
    }
    const { id } = await trx
      .insertInto('blogs')
      .values({
        slug,
        title: input.title,
        image: input.image ?? '',
        description: body,
        state,
        publish_at: publishAt,
        created_at: iso(now),
        updated_at: iso(now),
        author_id: actor.accountId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const post = await postOr404(trx, Number(id));
    await writeAudit(trx, {
      at: iso(now),
      actor,
      action: 'post.create',
      subject: subjectOf(post.id),
      before: null,
      after: postSnapshot(post),
    });
    return post;
  });
}

export async function updatePost(
  db: Kysely<Database>,
  id: number,
  input: StaffPostUpdate,
  actor: Actor,
  now: number,
): Promise<PostRow> {
  const body = sanitizePostHtml(input.body);
  return inTransaction(db, async (trx) => {
    const before = await postOr404(trx, id);
    const slug = input.slug ?? before.slug;
    const image = input.image ?? before.image;
    if (slug === before.slug && input.title === before.title && image === before.image && body === before.description)
      return before;
    if (slug !== before.slug) {
      await claimSlug(trx, slug, id);
      // The old address keeps working: the public route redirects it here.
      await retireSlug(trx, before.slug, id, iso(now));
    }
    await trx
      .updateTable('blogs')
      .set({ slug, title: input.title, image, description: body, updated_at: iso(now) })
      .where('id', '=', id)
      .execute();
    const after = await postOr404(trx, id);
    await writeAudit(trx, {
      at: iso(now),
      actor,
      action: 'post.update',
      subject: subjectOf(id),
      before: postSnapshot(before),
      after: postSnapshot(after),
    });
    return after;
  });
}

/**
 * Publishes now (no `at`) or schedules for `at`. Republishing an unpublished post gives it back
 * its first publication date (it returns to its place in the list); publishing a post that is
 * already public changes nothing, and scheduling one is refused (unpublish it first).
 */
export async function publishPost(
  db: Kysely<Database>,
  id: number,
  at: string | undefined,
  actor: Actor,
  now: number,
): Promise<PostRow> {
  const scheduleAt = at === undefined ? null : futureTime(at, now, 'at');
  return inTransaction(db, async (trx) => {
    const before = await postOr404(trx, id);
    const current = stateNow(before, iso(now));
    if (current === 'published') {
      if (scheduleAt !== null)
        throw new PostChangeRefused('conflict', 'This post is already published; unpublish it to schedule it', 'at');
      return before;
    }
    const wasPublic = before.state === 'unpublished' && before.publish_at !== null && before.publish_at <= iso(now);
    const change =
      scheduleAt !== null
        ? { state: 'scheduled' as const, publish_at: scheduleAt }
        : { state: 'published' as const, publish_at: wasPublic ? before.publish_at : iso(now) };
    await trx
      .updateTable('blogs')
      .set({ ...change, updated_at: iso(now) })
      .where('id', '=', id)
      .execute();
    const after = await postOr404(trx, id);
    await writeAudit(trx, {
      at: iso(now),
      actor,
      action: scheduleAt !== null ? 'post.schedule' : 'post.publish',
      subject: subjectOf(id),
      before: postSnapshot(before),
      after: postSnapshot(after),
    });
    return after;
  });
}

/**
 * Takes a public post down (its page answers 410 from then on); a scheduled post that was never
 * public goes back to draft. A draft or an unpublished post is left as it is.
 */
export async function unpublishPost(db: Kysely<Database>, id: number, actor: Actor, now: number): Promise<PostRow> {
  return inTransaction(db, async (trx) => {
    const before = await postOr404(trx, id);
    const current = stateNow(before, iso(now));
    if (current === 'draft' || current === 'unpublished') return before;
    const change =
      current === 'scheduled'
        ? { state: 'draft' as const, publish_at: null }
        : { state: 'unpublished' as const, publish_at: before.publish_at };
    await trx
      .updateTable('blogs')
      .set({ ...change, updated_at: iso(now) })
      .where('id', '=', id)
      .execute();
    const after = await postOr404(trx, id);
    await writeAudit(trx, {
      at: iso(now),
      actor,
      action: 'post.unpublish',
      subject: subjectOf(id),
      before: postSnapshot(before),
      after: postSnapshot(after),
    });
    return after;
  });
}

/**
 * Deletes a post. If it was ever public, its slugs (current and old) are kept as a deleted post's,
 * so links to it answer 410 rather than 404; a post that never was public leaves nothing.
 */
export async function deletePost(db: Kysely<Database>, id: number, actor: Actor, now: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    const before = await postOr404(trx, id);
    const everPublic = before.publish_at !== null && before.publish_at <= iso(now);
    if (everPublic) {
      await trx.updateTable('blog_slugs').set({ blog_id: null }).where('blog_id', '=', id).execute();
      await retireSlug(trx, before.slug, null, iso(now));
    } else {
      await trx.deleteFrom('blog_slugs').where('blog_id', '=', id).execute();
    }
    await trx.deleteFrom('blogs').where('id', '=', id).execute();
    await writeAudit(trx, {
      at: iso(now),
      actor,
      action: 'post.delete',
      subject: subjectOf(id),
      before: postSnapshot(before),
      after: null,
    });
  });
}
