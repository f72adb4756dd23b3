import { serverReady } from 'shared-ui/query';
import { lazySchema } from 'shared-ui';
import { SIMILAR_DEFAULT_LIMIT, similarPropertiesPath } from 'contracts/api/similarRule';
import type { SimilarPropertiesAnswer } from 'contracts/api/similar';
import { listingsApi } from '../../api/listingsApi';

export type SimilarKind = 'residential' | 'commercial';

/** The answer's contract schema, loaded with the first answer (it carries zod), never before a paint. */
const similarAnswerSchema = lazySchema(() =>
  import(/* webpackChunkName: "contract" */ 'contracts/api/similar').then((m) => m.similarPropertiesAnswerSchema),
);

/** The answer that names no listing. */
const NONE: SimilarPropertiesAnswer = { status: 200, similar_properties: [] };

export const similarApi = listingsApi.injectEndpoints({
  endpoints: (build) => ({
    // An unknown or malformed listing (404, 400) has nothing similar: an answer, cached like one,
    // so a not-found page the server rendered asks the API for nothing again in the browser.
    similarProperties: build.query<SimilarPropertiesAnswer, { kind: SimilarKind; pid: number }>({
      async queryFn({ kind, pid }, _api, _extra, baseQuery) {
        const result = await baseQuery(similarPropertiesPath(kind, pid, SIMILAR_DEFAULT_LIMIT));
        if (!result.error) return { data: result.data as SimilarPropertiesAnswer };
        return result.error.status === 404 || result.error.status === 400 ? { data: NONE } : { error: result.error };
      },
      responseSchema: similarAnswerSchema,
    }),
  }),
});

// Renders on the server too: the page's HTML carries the block and the browser gets its answer.
export const useSimilarPropertiesQuery = serverReady(
  similarApi.endpoints.similarProperties,
  similarApi.useSimilarPropertiesQuery,
);
