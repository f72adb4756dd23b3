import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { errorResponses } from './errors';

/**
 * OpenAPI document generated from the routes' zod schemas, always served as JSON at
 * /api/docs/json. Swagger UI (/api/docs) is an extra page with its own scripts: it is only
 * served when asked for (API_DOCS_UI=1; `npm run dev` sets it). Its pages need inline styles
 * and data: images, so they (and only they) get a relaxed Content-Security-Policy.
 */
export const DOCS_PREFIX = '/api/docs';

export interface DocsOptions {
  /** Serve Swagger UI at /api/docs (API_DOCS_UI). */
  ui: boolean;
}

/**
 * Answers every route can give without its handler: a malformed request or a path parameter
 * over 100 characters (Fastify: 400, 414 with `code`), a slow or oversized request (Node's
 * server: 408, 431), a fault (500, 503), and from the site's proxy in front (502, 503, 504).
 * Documented on every operation; a route's own entry for a status wins.
 */
const SERVER_ANSWERS = errorResponses(400, 408, 414, 431, 500, 502, 503, 504);

const zodTransform = createJsonSchemaTransform({
  skipList: [
    `${DOCS_PREFIX}/`,
    `${DOCS_PREFIX}/json`,
    `${DOCS_PREFIX}/yaml`,
    `${DOCS_PREFIX}/initOAuth`,
    `${DOCS_PREFIX}/uiConfig`,
    `${DOCS_PREFIX}/*`,
    `${DOCS_PREFIX}/static/*`,
  ],
});

/**
 * A route declares an answer without a body (304) as `{ description, content: {} }`; the
 * document generator writes one without content when it is given `type: 'null'` instead.
 */
function withoutBodies(response: unknown): unknown {
  if (!response || typeof response !== 'object') return response;
  const entries = Object.entries(response).map(([status, answer]: [string, unknown]) => {
    const empty = typeof answer === 'object' && answer !== null && 'content' in answer && isEmptyObject(answer.content);
    return [
      status,
      empty ? { type: 'null', description: 'description' in answer ? answer.description : undefined } : answer,
    ];
  });
  return Object.fromEntries(entries);
}

const isEmptyObject = (value: unknown) =>
  typeof value === 'object' && value !== null && Object.keys(value).length === 0;

const DOCS_CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https://validator.swagger.io",
  "font-src 'self' data:",
  "connect-src 'self'",
].join('; ');

export async function registerDocs(app: FastifyInstance, opts: DocsOptions): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Noida real-estate site API',
        version: '1.0.0',
        description:
          'Listings, blogs, places and enquiries of the real-estate consultancy site. Every answer carries `status: 200`; ' +
          'errors are `{ statusCode, error, message }` (+ `code` when the framework refused the request, + `fields` for a form). Prices are in lakhs.',
      },
      tags: [
        { name: 'properties', description: 'Listings, curated lists and details' },
        { name: 'blogs', description: 'Blog and news posts' },
        { name: 'places', description: 'Cities and localities' },
        { name: 'enquiries', description: 'Contact enquiries and loan leads (writes)' },
        { name: 'images', description: 'Generated images' },
        { name: 'health', description: 'Health check' },
        { name: 'operations', description: 'Liveness, readiness and metrics for the platform (on the API port only)' },
        { name: 'site', description: 'Crawler files at the site root (robots.txt, sitemap.xml)' },
      ],
    },
    transform: (route) => {
      // Only the document gets the server-wide answers; the routes' own schemas stay as written.
      const response = route.schema?.response;
      const schema =
        response && typeof response === 'object'
          ? { ...route.schema, response: { ...SERVER_ANSWERS, ...response } }
          : route.schema;
      const out = zodTransform({ ...route, schema });
      return { ...out, schema: { ...out.schema, response: withoutBodies(out.schema.response) } };
    },
  });
  if (opts.ui) {
    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      staticCSP: DOCS_CSP,
      uiConfig: { docExpansion: 'list', deepLinking: true },
    });
  } else {
    // The document stays available without the UI.
    app.get(`${DOCS_PREFIX}/json`, { schema: { hide: true } }, async () => app.swagger());
  }
}
