import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Blog } from 'shared-ui/src/api/types';
import { badRequest, notFound } from '../../lib/http-errors';
import { pathText } from '../../lib/params';
import { errorResponses } from '../../plugins/errors';

/** Blog and news posts: the list, the home feed and one post by slug. */

/** Posts on the home page's Latest News Feeds. */
const HOME_BLOG_COUNT = 6;

const blogSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string().describe('File under /images/blogs/'),
  slug: z.string(),
  description: z.string().describe('HTML body'),
  created_at: z.string().describe('ISO 8601'),
});

const contract: [z.output<typeof blogSchema>] extends [Blog] ? ([Blog] extends [z.output<typeof blogSchema>] ? true : false) : false = true;
void contract;

const BLOG_COLUMNS = ['id', 'title', 'image', 'slug', 'description', 'created_at'] as const;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const blogsRoutes: FastifyPluginAsyncZod = async (app) => {
  const newestFirst = () => app.db.selectFrom('blogs').select(BLOG_COLUMNS).orderBy('created_at', 'desc').orderBy('id', 'desc');

  app.get(
    '/api/get-blogs',
    {
      config: { readCache: true },
      schema: {
        tags: ['blogs'],
        summary: 'Every blog post, newest first',
        response: { 200: z.object({ status: z.literal(200), get_blogs: z.array(blogSchema) }) },
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
        response: { 200: z.object({ status: z.literal(200), homeblogs: z.array(blogSchema) }) },
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
        response: { 200: z.object({ status: z.literal(200), get_blogdata: blogSchema }), ...errorResponses(400, 404) },
      },
    },
    async (req) => {
      const { slug } = req.params;
      if (!SLUG.test(slug)) throw badRequest(`'${slug.slice(0, 80)}' is not a valid post slug`);
      const blog = await app.db.selectFrom('blogs').select(BLOG_COLUMNS).where('slug', '=', slug).executeTakeFirst();
      if (!blog) throw notFound(`No blog post '${slug}'`);
      return { status: 200 as const, get_blogdata: blog };
    },
  );
};

export default blogsRoutes;
