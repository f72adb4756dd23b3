import { z } from 'zod';
import {
  curatedAnswer,
  curatedAnswerSchemas,
  CURATED_LISTS,
  homePropertyListAnswerSchema,
  latestPropertiesAnswerSchema,
  propertyDetailAnswerSchema,
  propertyListAnswerSchema,
} from 'contracts/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ListingKind } from '../../db/schema';
import { errorResponses } from '../../plugins/errors';
import { badRequest, HttpError, notFound } from '../../lib/http-errors';
import { parseId, pathText } from '../../lib/params';
import { normaliseSlug } from '../../lib/slug';
import { createTtlCache } from '../../lib/ttl-cache';
import { DEFAULT_PAGE_SIZE, listingQuerySchema, type ListingQuery } from './query';
import { curatedListings, findListing, latestListings, listListings, resolvePlace } from './repository';
import { placedToListItem, toDetail, toLatest, toListItem } from './mappers';
import { withPhotos } from './photos';

/** How many listings GET /api/latest-property returns (home "Latest Listings"). */
const LATEST_COUNT = 6;

const placeParams = {
  cityname: pathText('City slug: noida, ghaziabad, gurgaon, gandhi-nagar'),
  queryLocation: pathText("Locality slug (e.g. sector-150) or 'all' for the whole city"),
};

/** Cached list totals: how many, and for how long (see CountCache in the repository). */
const COUNT_CACHE_ENTRIES = 2000;
const COUNT_CACHE_TTL_MS = 60_000;

const propertiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const counts = createTtlCache<number>({ maxEntries: COUNT_CACHE_ENTRIES, ttlMs: COUNT_CACHE_TTL_MS });
  app.dataVersion.onChange(() => counts.clear());

  /** Shared by both list endpoints: resolve the place, filter, sort, page. */
  async function list(kind: ListingKind, cityname: string, queryLocation: string, query: ListingQuery) {
    const city = normaliseSlug(cityname);
    if (!city) throw badRequest(`'${cityname}' is not a valid city slug`);
    const location = queryLocation === 'all' ? 'all' : normaliseSlug(queryLocation);
    if (!location) throw badRequest(`'${queryLocation}' is not a valid location slug`);
    const paged = query.page !== undefined || query.pageSize !== undefined;
    const paging = paged ? { page: query.page ?? 1, pageSize: query.pageSize ?? DEFAULT_PAGE_SIZE } : null;
    const pageInfo = paging ? { page: paging.page, pageSize: paging.pageSize } : {};
    const place = await resolvePlace(app.db, city, location);
    // Unknown city or locality: an empty list, not an error (the front end shows "0 property found").
    if (!place) return { status: 200 as const, property_list: [], total: 0, ...pageInfo };
    const { rows, total } = await listListings(app.db, kind, place, query, paging, counts);
    const cityInfo = { slug: place.citySlug, name: place.cityName };
    return {
      status: 200 as const,
      property_list: await withPhotos(
        app.db,
        rows.map((r) => toListItem(r, cityInfo, place.locationNames.get(r.location_id) ?? '')),
      ),
      total,
      ...pageInfo,
    };
  }

  app.get(
    '/api/property_list/:cityname/:queryLocation/:property_type',
    {
      config: { readCache: true },
      schema: {
        tags: ['properties'],
        summary: 'Search listing: residential when property_type is r, commercial otherwise',
        params: z.object({
          ...placeParams,
          property_type: pathText("'r' for residential; any other value for commercial"),
        }),
        querystring: listingQuerySchema,
        response: { 200: propertyListAnswerSchema, ...errorResponses(400) },
      },
    },
    async (req) => {
      const { cityname, queryLocation, property_type } = req.params;
      return list(property_type === 'r' ? 'residential' : 'commercial', cityname, queryLocation, req.query);
    },
  );

  app.get(
    '/api/property-category/:cityname/:queryLocation/:queryCategory',
    {
      config: { readCache: true },
      schema: {
        tags: ['properties'],
        summary: 'Category listing: residential when queryCategory is residential, commercial otherwise',
        params: z.object({ ...placeParams, queryCategory: pathText("'residential', or anything else for commercial") }),
        querystring: listingQuerySchema,
        response: { 200: propertyListAnswerSchema, ...errorResponses(400) },
      },
    },
    async (req) => {
      const { cityname, queryLocation, queryCategory } = req.params;
      return list(queryCategory === 'residential' ? 'residential' : 'commercial', cityname, queryLocation, req.query);
    },
  );

  for (const kind of ['residential', 'commercial'] as const) {
    app.get(
      `/api/property-detail/${kind}/:pid`,
      {
        config: { readCache: true },
        schema: {
          tags: ['properties'],
          summary: `One ${kind} listing, as a one-element list`,
          params: z.object({ pid: pathText('Listing id (p_id), a positive integer') }),
          response: { 200: propertyDetailAnswerSchema, ...errorResponses(400, 404, 410) },
        },
      },
      async (req) => {
        const id = parseId(req.params.pid);
        if (id === null) throw badRequest(`pid must be a positive integer, got '${req.params.pid}'`);
        const row = await findListing(app.db, kind, id);
        // A draft was never public: as unknown as a listing that never existed.
        if (!row || row.state === 'draft') throw notFound(`No ${kind} property with id ${id}`);
        // Taken off the site (unpublished or deleted): 410, so the page says so and search engines drop it.
        if (row.state !== 'published') throw new HttpError(410, 'This property is no longer listed.');
        return { status: 200 as const, property_detail: await withPhotos(app.db, [toDetail(row)]) };
      },
    );
  }

  app.get(
    '/api/latest-property',
    {
      config: { readCache: true },
      schema: {
        tags: ['properties'],
        summary: `The ${LATEST_COUNT} newest residential listings (home Latest Listings)`,
        response: { 200: latestPropertiesAnswerSchema },
      },
    },
    async () => ({
      status: 200 as const,
      properties: await withPhotos(app.db, (await latestListings(app.db, LATEST_COUNT)).map(toLatest)),
    }),
  );

  app.get(
    '/api/home-property-list',
    {
      config: { readCache: true },
      schema: {
        tags: ['properties'],
        summary: 'Residential listings across every budget band (home Project Gallery)',
        response: { 200: homePropertyListAnswerSchema },
      },
    },
    async () => ({
      status: 200 as const,
      property_list: await withPhotos(app.db, (await curatedListings(app.db, 'home')).map(placedToListItem)),
    }),
  );

  const TITLES = {
    'best-property': 'Best Property',
    'genuine-deal': 'Genuine Deal',
    'exclusive-deal': 'Exclusive Deal',
  } as const;
  for (const list of CURATED_LISTS) {
    app.get(
      `/api/residential-property/${list}`,
      {
        config: { readCache: true },
        schema: {
          tags: ['properties'],
          summary: `Curated residential list: ${TITLES[list]}`,
          response: { 200: curatedAnswerSchemas[list] },
        },
      },
      async () =>
        curatedAnswer(list, await withPhotos(app.db, (await curatedListings(app.db, list)).map(placedToListItem))),
    );
  }
};

export default propertiesRoutes;
