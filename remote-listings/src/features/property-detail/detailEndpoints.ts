import { orNotFound } from 'shared-ui';
import { serverReady } from 'shared-ui/query';
import type { PropertyDetailAnswer } from 'contracts/api';
import { answerSchema } from '../../api/answerSchema';
import { listingsApi } from '../../api/listingsApi';
import type { PropertyKind } from './parseDetail';

/** The answer that names no listing. */
const NO_LISTING: PropertyDetailAnswer = { status: 200, property_detail: [] };

/**
 * The detail pages' calls. Answers are checked against the contract on arrival (a malformed one
 * is the page's error state), then turned into display values (parseDetail); endpoint names are
 * prefixed so they never clash with other features'.
 */
export const detailApi = listingsApi.injectEndpoints({
  endpoints: (build) => ({
    // "No such listing" (404, or 400 for an id the API refuses) is an answer, not a failure: cached
    // like one, so a page the server rendered as not found hydrates as not found without another call.
    detailProperty: build.query<PropertyDetailAnswer, { kind: PropertyKind; pid: number }>({
      query: ({ kind, pid }) => `/api/property-detail/${kind}/${pid}`,
      extraOptions: { notFoundIsAnswer: true },
      rawResponseSchema: orNotFound(answerSchema('propertyDetailAnswerSchema')),
      transformResponse: (answer: PropertyDetailAnswer | null) => answer ?? NO_LISTING,
    }),
  }),
});

// Each query hook also renders on the server: it waits there for its answer (shared-ui/src/ssr).
export const useDetailPropertyQuery = serverReady(detailApi.endpoints.detailProperty, detailApi.useDetailPropertyQuery);
