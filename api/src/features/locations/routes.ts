import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { citiesAnswerSchema, locationsAnswerSchema } from 'contracts/api';
import { badRequest } from '../../lib/http-errors';
import { pathText } from '../../lib/params';
import { normaliseSlug } from '../../lib/slug';
import { errorResponses } from '../../plugins/errors';

/** Cities of the search form and the localities of a city (filter panel's location dropdown). */

const locationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/cities',
    {
      config: { readCache: true },
      schema: {
        tags: ['places'],
        summary: 'Cities',
        response: { 200: citiesAnswerSchema },
      },
    },
    async () => ({
      status: 200 as const,
      city_list: await app.db
        .selectFrom('cities')
        .select(['id', 'city', 'slug'])
        .orderBy('position')
        .orderBy('id')
        .execute(),
    }),
  );

  app.get(
    '/api/search_city/:cityname',
    {
      config: { readCache: true },
      schema: {
        tags: ['places'],
        summary: 'Localities of a city (an unknown city gives an empty list)',
        params: z.object({ cityname: pathText('City slug, e.g. noida') }),
        response: { 200: locationsAnswerSchema, ...errorResponses(400) },
      },
    },
    async (req) => {
      const slug = normaliseSlug(req.params.cityname);
      if (!slug) throw badRequest(`'${req.params.cityname.slice(0, 80)}' is not a valid city slug`);
      const location_list = await app.db
        .selectFrom('locations')
        .innerJoin('cities', 'cities.id', 'locations.city_id')
        .select(['locations.id', 'locations.location_name', 'locations.slug'])
        .where('cities.slug', '=', slug)
        .orderBy('locations.position')
        .orderBy('locations.id')
        .execute();
      return { status: 200 as const, location_list };
    },
  );
};

export default locationsRoutes;
