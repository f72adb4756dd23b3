import { z } from 'zod';
import { SIMILAR_DEFAULT_LIMIT, SIMILAR_MAX_LIMIT, similarPropertiesAnswerSchema } from 'contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/errors';
import { badRequest, notFound } from '../../lib/http-errors';
import { parseId, pathText } from '../../lib/params';
import { placedToListItem } from './mappers';
import { withPhotos } from './photos';
import { findSimilarBase, similarListings } from './similar';

/** `limit`: a whole number from 1 to 12 (6 when absent); anything else, or another parameter, is a 400. */
const similarQuerySchema = z
  .object({
    limit: z
      .string()
      .max(20)
      .optional()
      .describe(`How many listings at most: 1 to ${SIMILAR_MAX_LIMIT} (default ${SIMILAR_DEFAULT_LIMIT})`)
      .transform((v, ctx): number => {
        if (v === undefined || v.trim() === '') return SIMILAR_DEFAULT_LIMIT;
        const n = Number(v.trim());
        if (!/^\d{1,2}$/.test(v.trim()) || n < 1 || n > SIMILAR_MAX_LIMIT) {
          ctx.addIssue({ code: 'custom', message: `limit must be a whole number from 1 to ${SIMILAR_MAX_LIMIT}` });
          return z.NEVER;
        }
        return n;
      }),
  })
  .strict();

/** GET /api/property-detail/{kind}/{pid}/similar: the detail page's similar listings. */
const similarRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of ['residential', 'commercial'] as const) {
    app.get(
      `/api/property-detail/${kind}/:pid/similar`,
      {
        config: { readCache: true },
        schema: {
          tags: ['properties'],
          summary: `${kind === 'residential' ? 'Residential' : 'Commercial'} listings like one: same city and type, price within ±25%, most similar first, never itself`,
          params: z.object({ pid: pathText('Listing id (p_id), a positive integer') }),
          querystring: similarQuerySchema,
          response: { 200: similarPropertiesAnswerSchema, ...errorResponses(400, 404) },
        },
      },
      async (req) => {
        const id = parseId(req.params.pid);
        if (id === null) throw badRequest(`pid must be a positive integer, got '${req.params.pid}'`);
        const base = await findSimilarBase(app.db, kind, id);
        if (!base) throw notFound(`No ${kind} property with id ${id}`);
        const rows = await similarListings(app.db, kind, base, req.query.limit);
        return { status: 200 as const, similar_properties: await withPhotos(app.db, rows.map(placedToListItem)) };
      },
    );
  }
};

export default similarRoutes;
