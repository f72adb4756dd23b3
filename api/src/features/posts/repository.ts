import { createHash } from 'node:crypto';
import { sql, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { PostStateName, StaffPost, StaffPostSummary } from 'contracts/api';
import type { Database, PostState } from '../../db/schema';

/** Queries on the posts (table blogs) and the slugs they had (table blog_slugs), for the staff routes. */

export type Db = Kysely<Database> | Transaction<Database>;

export interface PostRow {
  id: number;
  slug: string;
  title: string;
  image: string;
  description: string;
  state: PostState;
  publish_at: string | null;
  created_at: string;
  updated_at: string;
  author_id: number | null;
  author_email: string | null;
}

const selectPosts = (db: Db) =>
  db
    .selectFrom('blogs')
    .leftJoin('staff_accounts', 'staff_accounts.id', 'blogs.author_id')
    .select([
      'blogs.id',
      'blogs.slug',
      'blogs.title',
      'blogs.image',
      'blogs.description',
      'blogs.state',
      'blogs.publish_at',
      'blogs.created_at',
      'blogs.updated_at',
      'blogs.author_id',
      'staff_accounts.email as author_email',
    ]);

const toRow = (r: PostRow): PostRow => ({
  ...r,
  id: Number(r.id),
  author_id: r.author_id === null ? null : Number(r.author_id),
});

/** The state as the public sees it now: a scheduled post whose time has come is published. */
export function stateNow(row: Pick<PostRow, 'state' | 'publish_at'>, nowIso: string): PostStateName {
  return row.state === 'scheduled' && row.publish_at !== null && row.publish_at <= nowIso ? 'published' : row.state;
}

export function toSummary(row: PostRow, nowIso: string): StaffPostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    image: row.image,
    state: stateNow(row, nowIso),
    publishAt: row.publish_at,
    createdAt: row.created_at,
    // Rows made by hand before migration 0016 may have none.
    updatedAt: row.updated_at === '' ? row.created_at : row.updated_at,
    author: row.author_id === null || row.author_email === null ? null : { id: row.author_id, email: row.author_email },
  };
}

export function toPost(row: PostRow, oldSlugs: string[], nowIso: string): StaffPost {
  return { ...toSummary(row, nowIso), body: row.description, oldSlugs };
}

export async function findPost(db: Db, id: number): Promise<PostRow | undefined> {
  const row = await selectPosts(db).where('blogs.id', '=', id).executeTakeFirst();
  return row && toRow(row);
}

export async function oldSlugsOf(db: Db, id: number): Promise<string[]> {
  const rows = await db
    .selectFrom('blog_slugs')
    .select('slug')
    .where('blog_id', '=', id)
    .orderBy('retired_at', 'desc')
    .orderBy('slug')
    .execute();
  return rows.map((r) => r.slug);
}

/** LIKE's own wildcards in the search text are matched literally. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface PostFilter {
  state?: PostStateName | undefined;
  q?: string | undefined;
}

/** Newest change first, one page; `total` counts every post the filter matches. */
export async function listPosts(
  db: Db,
  filter: PostFilter,
  page: { page: number; limit: number },
  nowIso: string,
): Promise<{ rows: PostRow[]; total: number }> {
  const filtered = <QB extends ReturnType<typeof selectPosts>>(qb: QB): QB => {
    let q = qb;
    // The state filter is the state now: a scheduled post whose time has come counts as published.
    switch (filter.state) {
      case undefined:
        break;
      case 'published':
        q = q.where((eb) =>
          eb.or([
            eb('blogs.state', '=', 'published'),
            eb.and([eb('blogs.state', '=', 'scheduled'), eb('blogs.publish_at', '<=', nowIso)]),
          ]),
        ) as QB;
        break;
      case 'scheduled':
        q = q.where('blogs.state', '=', 'scheduled').where('blogs.publish_at', '>', nowIso) as QB;
        break;
      default:
        q = q.where('blogs.state', '=', filter.state) as QB;
    }
    if (filter.q !== undefined && filter.q !== '')
      q = q.where(sql<SqlBool>`lower(blogs.title) like ${likePattern(filter.q)} escape '\\'`) as QB;
    return q;
  };
  const [rows, count] = await Promise.all([
    filtered(selectPosts(db))
      .orderBy('blogs.updated_at', 'desc')
      .orderBy('blogs.id', 'desc')
      .limit(page.limit)
      .offset((page.page - 1) * page.limit)
      .execute(),
    filtered(selectPosts(db))
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toRow), total: Number(count.n) };
}

/**
 * Who holds a slug: a post (as its slug), a post it redirects to (an old slug of that post), a
 * deleted post (its 410), or nobody.
 */
export async function slugHolder(
  db: Db,
  slug: string,
): Promise<{ kind: 'post' | 'redirect'; id: number } | { kind: 'deleted' } | undefined> {
  const post = await db.selectFrom('blogs').select('id').where('slug', '=', slug).executeTakeFirst();
  if (post !== undefined) return { kind: 'post', id: Number(post.id) };
  const old = await db.selectFrom('blog_slugs').select('blog_id').where('slug', '=', slug).executeTakeFirst();
  if (old === undefined) return undefined;
  return old.blog_id === null ? { kind: 'deleted' } : { kind: 'redirect', id: Number(old.blog_id) };
}

/** `base`, or base-2, base-3, … : the first that no post holds and no post redirects from. */
export async function freeSlug(db: Db, base: string): Promise<string> {
  for (let n = 1; ; n += 1) {
    const slug = n === 1 ? base : `${base}-${n}`;
    const holder = await slugHolder(db, slug);
    // A deleted post's slug may be taken again (its 410 becomes the new post).
    if (holder === undefined || holder.kind === 'deleted') return slug;
  }
}

/** Frees a slug about to be used by `id`: a deleted post's record of it, or `id`'s own old slug. */
export async function releaseSlug(db: Db, slug: string): Promise<void> {
  await db.deleteFrom('blog_slugs').where('slug', '=', slug).execute();
}

export async function retireSlug(db: Db, slug: string, blogId: number | null, at: string): Promise<void> {
  await db.insertInto('blog_slugs').values({ slug, blog_id: blogId, retired_at: at }).execute();
}

/** What the audit log records of a post: the body by its length and SHA-256, not in full. */
export function postSnapshot(row: PostRow): Record<string, unknown> {
  return {
    slug: row.slug,
    title: row.title,
    image: row.image,
    state: row.state,
    publishAt: row.publish_at,
    bodyLength: row.description.length,
    bodySha256: createHash('sha256').update(row.description).digest('hex'),
  };
}
