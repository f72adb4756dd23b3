import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { blogDataAnswerSchema, blogsAnswerSchema, homeBlogsAnswerSchema, isSlug } from 'contracts/api';
import { badRequest, notFound } from '../../lib/http-errors';
import { pathText } from '../../lib/params';
import { errorResponses } from '../../plugins/errors';

/** Blog and news posts: the list, the home feed and one post by slug. */

/** Posts on the home page's Latest News Feeds. */
const HOME_BLOG_COUNT = 6;

const BLOG_COLUMNS = ['id', 'title', 'image', 'slug', 'description', 'created_at'] as const;

const blogsRoutes: FastifyPluginAsyncZod = async (app) => {
  const newestFirst = () =>
    app.db.selectFrom('blogs').select(BLOG_COLUMNS).orderBy('created_at', 'desc').orderBy('id', 'desc');

  app.get(
    '/api/get-blogs',
    {
      config: { readCache: true },
      schema: {
        tags: ['blogs'],
        summary: 'Every blog post, newest first',
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
        summary: `The ${HOME_BLOG_COUNT} newest posts (home Latest News Feeds)`,
        response: { 200: homeBlogsAnswerSchema },
      },
    },
    async () => ({ status: 200 as const, homeblogs: await newestFirst().limit(HOME_BLOG_COUNT).execute() }),
  );

  app.get(
    '/api/get-blogdata/:slug',
    {
      config: { readCache: true },
      schema: {
        tags: ['blogs'],
        summary: 'One post by slug',
        params: z.object({ slug: pathText('Post slug, e.g. buying-your-first-home-in-noida-a-step-by-step-guide') }),
        response: { 200: blogDataAnswerSchema, ...errorResponses(400, 404) },
      },
    },
    async (req) => {
      const { slug } = req.params;
      if (!isSlug(slug)) throw badRequest(`'${slug.slice(0, 80)}' is not a valid post slug`);
      const blog = await app.db.selectFrom('blogs').select(BLOG_COLUMNS).where('slug', '=', slug).executeTakeFirst();
      if (!blog) throw notFound(`No blog post '${slug}'`);
      return { status: 200 as const, get_blogdata: blog };
    },
  );
};

export default blogsRoutes;
