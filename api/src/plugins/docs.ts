import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI document generated from the routes' zod schemas: JSON at /api/docs/json, Swagger UI
 * at /api/docs. Swagger UI needs inline styles and data: images, so its pages (and only its
 * pages) get a relaxed Content-Security-Policy.
 */
export const DOCS_PREFIX = '/api/docs';

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

export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Noida real-estate site API',
        version: '1.0.0',
        description:
          'Listings, blogs, places and enquiries of the real-estate consultancy site. Every answer carries `status: 200`; ' +
          'errors are `{ statusCode, error, message }` (+ `fields` for a form). Prices are in lakhs.',
      },
      tags: [
        { name: 'properties', description: 'Listings, curated lists and details' },
        { name: 'blogs', description: 'Blog and news posts' },
        { name: 'places', description: 'Cities and localities' },
        { name: 'enquiries', description: 'Contact enquiries and loan leads (writes)' },
        { name: 'images', description: 'Generated images' },
        { name: 'health', description: 'Health check' },
      ],
    },
    transform: createJsonSchemaTransform({
      skipList: [`${DOCS_PREFIX}/`, `${DOCS_PREFIX}/json`, `${DOCS_PREFIX}/yaml`, `${DOCS_PREFIX}/initOAuth`, `${DOCS_PREFIX}/uiConfig`, `${DOCS_PREFIX}/*`, `${DOCS_PREFIX}/static/*`],
    }),
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    staticCSP: DOCS_CSP,
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
}
