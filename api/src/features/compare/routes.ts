import { z } from 'zod';
import { MAX_IDS_PER_CALL, parseIdList, propertiesAnswerSchema, type PropertyFacts } from 'contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/http-errors';
import { errorResponses } from '../../plugins/errors';
import { findListingsByIds, type FactsRow } from './repository';

/** A row as the contract's facts (commercial-only fields only on commercial listings). */
export function toFacts(row: FactsRow): PropertyFacts {
  const facts: PropertyFacts = {
    id: row.id,
    p_id: row.id,
    kind: row.kind,
    p_location: row.city_slug,
    slug: row.slug,
    images: row.images,
    property_name: row.property_name,
    builder_name: row.builder_name,
    title: row.title,
    location: `${row.location_name}, ${row.city_name}`,
    price: Number(row.price),
    area: row.area,
    room: row.room,
    bathroom: row.bathroom,
    property_status: row.property_status,
    property_type: row.property_type,
    features: row.features,
    created_at: row.created_at,
  };
  if (row.kind === 'commercial') {
    facts.furnishing = row.furnishing;
    facts.washroom = row.washroom;
    facts.lift = row.lift;
  }
  return facts;
}

/**
 * GET /api/properties?ids=12,7,3 — several listings by id: the shortlist's cards and the compare
 * table in one call. Ids that name no listing are answered in `missing` (a saved property that
 * was sold is shown as removed, not as an error); a malformed list is a 400 saying why.
 */
const compareRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/properties',
    {
      config: { readCache: true },
      schema: {
        tags: ['properties'],
        summary: `Several listings by id (shortlist and compare), at most ${MAX_IDS_PER_CALL}`,
        querystring: z.object({
          ids: z
            .string()
            .max(MAX_IDS_PER_CALL * 11)
            .describe(`Comma-separated listing ids (p_id), each once, 1 to ${MAX_IDS_PER_CALL}`),
        }),
        response: { 200: propertiesAnswerSchema, ...errorResponses(400) },
      },
    },
    async (req) => {
      const parsed = parseIdList(req.query.ids, MAX_IDS_PER_CALL);
      if (!parsed.ok) throw badRequest(`ids: ${parsed.message}`, { ids: parsed.message });
      const rows = await findListingsByIds(app.db, parsed.ids);
      const byId = new Map(rows.map((r) => [r.id, r]));
      const properties: PropertyFacts[] = [];
      const missing: number[] = [];
      for (const id of parsed.ids) {
        const row = byId.get(id);
        if (row) properties.push(toFacts(row));
        else missing.push(id);
      }
      return { status: 200 as const, properties, missing };
    },
  );
};

export default compareRoutes;
