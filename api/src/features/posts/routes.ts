import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  staffPostAnswerSchema,
  staffPostCreateSchema,
  staffPostPreviewAnswerSchema,
  staffPostPreviewSchema,
  staffPostPublishSchema,
  staffPostsAnswerSchema,
  staffPostsQuerySchema,
  staffPostUpdateSchema,
} from 'contracts/api';
import { HttpError } from '../../lib/http-errors';
import type { Actor, RequireStaff } from '../staff';
import { createPost, deletePost, PostChangeRefused, publishPost, unpublishPost, updatePost } from './changes';
import { findPost, listPosts, oldSlugsOf, toPost, toSummary, type PostRow } from './repository';
import { sanitizePostHtml } from './sanitize';
import { startPostSchedule } from './schedule';

/**
 * The staff blog desk under /api/staff/posts (docs/staff-posts.md): editors and admins list, write,
 * publish (now or at a set time), unpublish and delete posts, and preview a body as it will be
 * stored. Hidden from the public OpenAPI document like every staff route; never cached. Every
 * change is in the audit log.
 */

export const POSTS_PREFIX = '/api/staff/posts';

export interface PostsRoutesOptions {
  /** The one guard of every staff route (built once in app.ts). */
  requireStaff: RequireStaff;
  /** Clock of posts, schedules and audit entries (tests move it). Default: Date.now. */
  now?: (() => number) | undefined;
}

/** Who writes posts. */
const WRITERS = ['admin', 'editor'] as const;
/** A post body is up to 100,000 characters (POST_BODY_MAX), up to 4 bytes each, plus the other fields. */
const POST_BODY_LIMIT = 512 * 1024;

const postParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

const actorOf = (req: FastifyRequest): Actor & { via: 'api' } => {
  if (req.staffSession === null) throw new HttpError(401, 'Please sign in.');
  return { via: 'api', accountId: req.staffSession.account.id };
};

function refused(err: unknown): never {
  if (err instanceof PostChangeRefused) {
    const status = err.reason === 'invalid' ? 400 : err.reason === 'not-found' ? 404 : 409;
    throw new HttpError(status, err.message, err.field === undefined ? undefined : { [err.field]: err.message });
  }
  throw err;
}

const postsRoutes: FastifyPluginAsyncZod<PostsRoutesOptions> = async (app, opts) => {
  const now = opts.now ?? Date.now;
  const nowIso = () => new Date(now()).toISOString();
  const writers = opts.requireStaff(WRITERS);
  const hide = { hide: true };

  const schedule = startPostSchedule({
    db: app.db,
    now,
    versionChanged: () => app.dataVersion.check(),
    log: app.log,
  });
  // Another process's change to posts reaches this one as a new data version.
  app.dataVersion.onChange(() => void schedule.rearm());
  app.addHook('onClose', async () => schedule.close());

  /** After a change: this process's caches now (other processes within their poll), and the timer. */
  const changed = async () => {
    await app.dataVersion.check();
    await schedule.rearm();
  };
  const answer = async (row: PostRow) => ({ post: toPost(row, await oldSlugsOf(app.db, row.id), nowIso()) });

  // The guard sets it; declared in this plugin's scope too (plugins are encapsulated).
  if (!app.hasRequestDecorator('staffSession')) app.decorateRequest('staffSession', null);
  app.addHook('onRequest', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    POSTS_PREFIX,
    {
      schema: { ...hide, querystring: staffPostsQuerySchema, response: { 200: staffPostsAnswerSchema } },
      preValidation: writers,
    },
    async (req) => {
      const { state, q, page, limit } = req.query;
      const at = nowIso();
      const { rows, total } = await listPosts(app.db, { state, q }, { page, limit }, at);
      return { posts: rows.map((r) => toSummary(r, at)), total, page, limit };
    },
  );

  app.post(
    `${POSTS_PREFIX}/preview`,
    {
      bodyLimit: POST_BODY_LIMIT,
      schema: { ...hide, body: staffPostPreviewSchema, response: { 200: staffPostPreviewAnswerSchema } },
      preValidation: writers,
    },
    async (req) => ({ body: sanitizePostHtml(req.body.body) }),
  );

  app.get(
    `${POSTS_PREFIX}/:id`,
    { schema: { ...hide, params: postParams, response: { 200: staffPostAnswerSchema } }, preValidation: writers },
    async (req) => {
      const row = await findPost(app.db, req.params.id);
      if (row === undefined) throw new HttpError(404, `No post ${req.params.id}`);
      return answer(row);
    },
  );

  app.post(
    POSTS_PREFIX,
    {
      bodyLimit: POST_BODY_LIMIT,
      schema: { ...hide, body: staffPostCreateSchema, response: { 201: staffPostAnswerSchema } },
      preValidation: writers,
    },
    async (req, reply) => {
      const actor = actorOf(req);
      const row = await createPost(app.db, req.body, actor, now()).catch(refused);
      req.log.info({ staffAccount: actor.accountId, post: row.id }, 'post created');
      await changed();
      return reply.code(201).send(await answer(row));
    },
  );

  app.put(
    `${POSTS_PREFIX}/:id`,
    {
      bodyLimit: POST_BODY_LIMIT,
      schema: { ...hide, params: postParams, body: staffPostUpdateSchema, response: { 200: staffPostAnswerSchema } },
      preValidation: writers,
    },
    async (req) => {
      const actor = actorOf(req);
      const row = await updatePost(app.db, req.params.id, req.body, actor, now()).catch(refused);
      req.log.info({ staffAccount: actor.accountId, post: row.id }, 'post updated');
      await changed();
      return answer(row);
    },
  );

  app.post(
    `${POSTS_PREFIX}/:id/publish`,
    {
      schema: {
        ...hide,
        params: postParams,
        // No body at all (Fastify gives null) means "now".
        body: z.optional(z.nullable(staffPostPublishSchema)),
        response: { 200: staffPostAnswerSchema },
      },
      preValidation: writers,
    },
    async (req) => {
      const actor = actorOf(req);
      const row = await publishPost(app.db, req.params.id, req.body?.at, actor, now()).catch(refused);
      req.log.info({ staffAccount: actor.accountId, post: row.id }, 'post published or scheduled');
      await changed();
      return answer(row);
    },
  );

  app.post(
    `${POSTS_PREFIX}/:id/unpublish`,
    { schema: { ...hide, params: postParams, response: { 200: staffPostAnswerSchema } }, preValidation: writers },
    async (req) => {
      const actor = actorOf(req);
      const row = await unpublishPost(app.db, req.params.id, actor, now()).catch(refused);
      req.log.info({ staffAccount: actor.accountId, post: row.id }, 'post unpublished');
      await changed();
      return answer(row);
    },
  );

  app.delete(
    `${POSTS_PREFIX}/:id`,
    { schema: { ...hide, params: postParams }, preValidation: writers },
    async (req, reply) => {
      const actor = actorOf(req);
      await deletePost(app.db, req.params.id, actor, now()).catch(refused);
      req.log.info({ staffAccount: actor.accountId, post: req.params.id }, 'post deleted');
      await changed();
      return reply.code(204).send();
    },
  );
};

export default postsRoutes;
