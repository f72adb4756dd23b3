import { serverReady } from 'shared-ui/query';
import type { PropertyDetailAnswer } from 'contracts/api';
import { answerSchema } from '../../api/answerSchema';
import { listingsApi } from '../../api/listingsApi';
import { curatedItems, curatedListAnswerSchema, type CuratedListAnswer } from '../curated';
import { detailFromAnswer, featuredItems, type DetailView, type FeaturedItem, type PropertyKind } from './parseDetail';

/**
 * The detail pages' calls. Answers are checked against the contract on arrival (a malformed one
 * is the page's error state), then turned into display values (parseDetail); endpoint names are
 * prefixed so they never clash with other features'.
 */
export const detailApi = listingsApi.injectEndpoints({
  endpoints: (build) => ({
    detailProperty: build.query<DetailView | null, { kind: PropertyKind; pid: number }>({
      query: ({ kind, pid }) => `/api/property-detail/${kind}/${pid}`,
      rawResponseSchema: answerSchema('propertyDetailAnswerSchema'),
      transformResponse: (answer: PropertyDetailAnswer) => detailFromAnswer(answer),
    }),
    detailFeaturedProperties: build.query<FeaturedItem[], void>({
      query: () => '/api/residential-property/best-property',
      rawResponseSchema: curatedListAnswerSchema,
      transformResponse: (answer: CuratedListAnswer) => featuredItems(curatedItems(answer, 'best-property')),
    }),
  }),
});

// Each query hook also renders on the server: it waits there for its answer (shared-ui/src/ssr).
export const useDetailPropertyQuery = serverReady(detailApi.endpoints.detailProperty, detailApi.useDetailPropertyQuery);
export const useDetailFeaturedPropertiesQuery = serverReady(
  detailApi.endpoints.detailFeaturedProperties,
  detailApi.useDetailFeaturedPropertiesQuery,
);
