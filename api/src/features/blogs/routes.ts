import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { blogDataAnswerSchema, blogsAnswerSchema, homeBlogsAnswerSchema, isSlug } from 'contracts/api';
import { badRequest, HttpError, notFound } from '../../lib/http-errors';
import { pathText } from '../../lib/params';
import { errorResponses, errorSchema } from '../../plugins/errors';
import { isPublicPost, publicDate, publicFate } from './visibility';

/**
 * Blog and news posts: the list, the home feed and one post by slug. Only public posts (published,
 * or scheduled and due: ./visibility.ts); a post's date is its publication date. A slug a post
 * no longer has answers 301 to the post's own address, an unpublished or deleted post 410
 * (docs/staff-posts.md).
 */

export interface BlogsRoutesOptions {
  /** The clock scheduled posts are compared with (tests move it). Default: Date.now. */
  now?: (() => number) | undefined;
}

/** Posts on the home page's Latest News Feeds. */
const HOME_BLOG_COUNT = 6;

export const POST_GONE = 'This post has been taken down.';
/** A redirect is reused briefly like any answer (without a header it could be kept for ever). */
const REDIRECT_CACHE = 'public, max-age=10';

const blogsRoutes: FastifyPluginAsyncZod<BlogsRoutesOptions> = async (app, opts) => {
  const now = opts.now ?? Date.now;
  const nowIso = () => new Date(now()).toISOString();
  const publicPosts = () =>
    app.db
      .selectFrom('blogs')
      .select((eb) => [
        'blogs.id',
        'blogs.title',
        'blogs.image',
        'blogs.slug',
        'blogs.description',
        publicDate(eb).as('created_at'),
      ])
      .where((eb) => isPublicPost(eb, nowIso()));
  const newestFirst = () =>
    publicPosts()
      .orderBy((eb) => publicDate(eb), 'desc')
      .orderBy('blogs.id', 'desc');

  app.get(
    '/api/get-blogs',
    {
      config: { readCache: true },
      schema: {
        tags: ['blogs'],
        summary: 'Every published post, newest first',
        response: { 200: blogsAnswerSchema },
      },
    },
    async () => ({ status: 200 as const, get_blogs: await newestFirst().execute() }),
  );

  app.get(
    '/api/homeblogs',
    {
      config: { readCache: true },
      schema: {
        tags: ['blogs'],
        summary: `The ${HOME_BLOG_COUNT} newest published posts (home Latest News Feeds)`,
        response: { 200: homeBlogsAnswerSchema },
      },
    },
    async () => ({ status: 200 as const, homeblogs: await newestFirst().limit(HOME_BLOG_COUNT).execute() }),
  );

  /** A slug no post has now: one a post had (301 to it), a deleted post's (410), or none (404). */
  async function oldSlug(slug: string, at: string, reply: FastifyReply) {
    const old = await app.db
      .selectFrom('blog_slugs')
      .leftJoin('blogs', 'blogs.id', 'blog_slugs.blog_id')
      .select(['blogs.slug', 'blogs.state', 'blogs.publish_at'])
      .where('blog_slugs.slug', '=', slug)
      .executeTakeFirst();
    if (old === undefined) throw notFound(`No blog post '${slug}'`);
    // blog_id is null: the post was deleted since.
    if (old.slug === null || old.state === null) throw new HttpError(410, POST_GONE);
    const fate = publicFate({ state: old.state, publish_at: old.publish_at }, at);
    if (fate === 'gone') throw new HttpError(410, POST_GONE);
    if (fate === 'absent') throw notFound(`No blog post '${slug}'`);
    return reply
      .code(301)
      .header('location', `/api/get-blogdata/${old.slug}`)
      .header('cache-control', REDIRECT_CACHE)
      .send();
  }

  app.get(
    '/api/get-blogdata/:slug',
    {
      config: { readCache: true },
      schema: {
        tags: ['blogs'],
        summary: 'One published post by slug',
        params: z.object({ slug: pathText('Post slug, e.g. buying-your-first-home-in-noida-a-step-by-step-guide') }),
        response: {
          200: blogDataAnswerSchema,
          301: {
            description:
              "A slug the post no longer has: Location is the post's own /api/get-blogdata/{slug} (fetch follows it; the answer names the slug the page should have)",
            content: {},
          },
          ...errorResponses(400, 404),
          410: errorSchema.check(z.describe('The post was unpublished or deleted')),
        },
      },
    },
    async (req, reply) => {
      const { slug } = req.params;
      if (!isSlug(slug)) throw badRequest(`'${slug.slice(0, 80)}' is not a valid post slug`);
      const at = nowIso();
      const post = await app.db
        .selectFrom('blogs')
        .select(['id', 'title', 'image', 'slug', 'description', 'created_at', 'state', 'publish_at'])
        .where('slug', '=', slug)
        .executeTakeFirst();
      if (post === undefined) return oldSlug(slug, at, reply);
      const fate = publicFate(post, at);
      if (fate === 'gone') throw new HttpError(410, POST_GONE);
      if (fate === 'absent') throw notFound(`No blog post '${slug}'`);
      const { id, title, image, description, publish_at, created_at } = post;
      return {
        status: 200 as const,
        get_blogdata: { id, title, image, slug, description, created_at: publish_at ?? created_at },
      };
    },
  );
};

export default blogsRoutes;
