import { lazySchema } from 'shared-ui';
import { serverReady } from 'shared-ui/query';
import { formatIdList, type PropertiesAnswer } from 'contracts/api';
import { listingsApi } from '../../api/listingsApi';

// The answer's schema loads with the first answer, in a chunk of its own (as the other calls').
const propertiesAnswerSchema = lazySchema(() =>
  import(/* webpackChunkName: "contract-properties" */ 'contracts/api/compare').then((m) => m.propertiesAnswerSchema),
);

/**
 * GET /api/properties?ids=…: several listings by id, for the compare table (on the server, from
 * the URL) and the shortlist's cards (in the browser, from this device's favourites).
 */
export const propertiesApi = listingsApi.injectEndpoints({
  endpoints: (build) => ({
    propertiesByIds: build.query<PropertiesAnswer, readonly number[]>({
      query: (ids) => `/api/properties?ids=${formatIdList(ids)}`,
      rawResponseSchema: propertiesAnswerSchema,
    }),
  }),
});

export const usePropertiesByIdsQuery = serverReady(
  propertiesApi.endpoints.propertiesByIds,
  propertiesApi.usePropertiesByIdsQuery,
);
