import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { onSendHookHandler } from 'fastify';
import { readSitemapData } from './repository';
import { robotsTxt, sitemapEntries, sitemapXml } from './sitemap';

/**
 * GET /sitemap.xml and GET /robots.txt for crawlers. The site's server forwards both paths here,
 * so they answer at the site's root. Documented in the OpenAPI document like the SVG images (a
 * non-JSON media type): every answer the API gives is described there, and the tests check it.
 */
export interface SitemapOptions {
  /** The site's public origin (validated SITE_URL), e.g. https://www.example.in. */
  siteUrl: string;
  /** The clock scheduled posts are compared with (tests move it). Default: Date.now. */
  now?: (() => number) | undefined;
}

/** Crawlers fetch these rarely; the read cache keeps them 60 s on the server side. */
const allowBrowserCache: onSendHookHandler = function allowCrawlerCache(_req, reply, payload, done) {
  if (reply.statusCode === 200) reply.header('cache-control', 'public, max-age=3600');
  done(null, payload);
};

const sitemapRoutes: FastifyPluginAsyncZod<SitemapOptions> = async (app, { siteUrl, now = Date.now }) => {
  app.get(
    '/sitemap.xml',
    {
      config: { readCache: true },
      onSend: allowBrowserCache,
      schema: {
        tags: ['site'],
        summary: 'sitemaps.org urlset of every page: fixed pages, lists, each listing and each post',
        response: {
          200: {
            description: 'The sitemap; each <loc> an absolute URL under SITE_URL',
            content: { 'application/xml': { schema: z.string().describe('XML document') } },
          },
        },
      },
    },
    async (_req, reply) => {
      const xml = sitemapXml(siteUrl, sitemapEntries(await readSitemapData(app.db, new Date(now()).toISOString())));
      return reply.type('application/xml; charset=utf-8').send(xml);
    },
  );

  app.get(
    '/robots.txt',
    {
      config: { readCache: true },
      onSend: allowBrowserCache,
      schema: {
        tags: ['site'],
        summary: 'Crawl rules: everything but /api/, and where the sitemap is',
        response: {
          200: {
            description: 'robots.txt',
            content: { 'text/plain': { schema: z.string().describe('robots.txt rules') } },
          },
        },
      },
    },
    async (_req, reply) => reply.type('text/plain; charset=utf-8').send(robotsTxt(siteUrl)),
  );
};

export default sitemapRoutes;
