import { serverReady } from 'shared-ui/query';
import { curatedField, type CuratedList, type PropertyListItem } from 'contracts/api';
import { lazySchema } from 'shared-ui';
import { listingsApi } from '../../api/listingsApi';
import type { CuratedListAnswer } from './curatedAnswer';

export { CURATED_LISTS, curatedField, type CuratedList } from 'contracts/api';
export type { CuratedListAnswer } from './curatedAnswer';

/** A curated list's answer schema, loaded with the first answer (it carries zod). */
export const curatedListAnswerSchema = lazySchema(() =>
  import(/* webpackChunkName: "contract" */ './curatedAnswer').then((m) => m.curatedListAnswerSchema),
);

/** The items of `list` in a checked answer: its field when the status is 200, else none. */
export function curatedItems(answer: CuratedListAnswer, list: CuratedList): PropertyListItem[] {
  const field = curatedField(list);
  return answer.status === 200 && field in answer
    ? (answer as unknown as Record<typeof field, PropertyListItem[]>)[field]
    : [];
}

export const curatedApi = listingsApi.injectEndpoints({
  endpoints: (build) => ({
    getCuratedList: build.query<PropertyListItem[], CuratedList>({
      query: (list) => `/api/residential-property/${list}`,
      rawResponseSchema: curatedListAnswerSchema,
      transformResponse: (answer: CuratedListAnswer, _meta, list) => curatedItems(answer, list),
    }),
  }),
});

// Each query hook also renders on the server: it waits there for its answer (shared-ui/src/ssr).
export const useGetCuratedListQuery = serverReady(
  curatedApi.endpoints.getCuratedList,
  curatedApi.useGetCuratedListQuery,
);
