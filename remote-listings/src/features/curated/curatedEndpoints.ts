import * as z from 'zod/mini';
import { curatedAnswerSchemas, curatedField, type CuratedList, type PropertyListItem } from 'contracts/api';
import { listingsApi } from '../../api/listingsApi';

export { CURATED_LISTS, curatedField, type CuratedList } from 'contracts/api';

/**
 * Spec (section 7): a curated list is used only when the answer's status is 200. An answer with
 * another status is an empty list, not an error; anything else must match one list's contract.
 */
const notUsedAnswer = z.object({ status: z.number().check(z.refine((s) => s !== 200)) });
export const curatedListAnswerSchema = z.union([...Object.values(curatedAnswerSchemas), notUsedAnswer]);
export type CuratedListAnswer = z.infer<typeof curatedListAnswerSchema>;

/** The items of `list` in a checked answer: its field when the status is 200, else none. */
export function curatedItems(answer: CuratedListAnswer, list: CuratedList): PropertyListItem[] {
  const field = curatedField(list);
  return answer.status === 200 && field in answer ? (answer as Record<typeof field, PropertyListItem[]>)[field] : [];
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

export const { useGetCuratedListQuery } = curatedApi;
