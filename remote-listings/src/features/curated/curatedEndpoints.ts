import { listField } from 'shared-ui';
import type { PropertyListItem } from 'contracts/api';
import { listingsApi } from '../../api/listingsApi';

export const CURATED_LISTS = ['best-property', 'genuine-deal', 'exclusive-deal'] as const;
export type CuratedList = (typeof CURATED_LISTS)[number];

/** The answer field of each list: best-property → best_property. */
export const curatedField = (list: CuratedList): string => list.replace(/-/g, '_');

/** Spec: the list is used only when the answer's status is 200; anything else is an empty list. */
export function curatedItems(data: unknown, list: CuratedList): PropertyListItem[] {
  if (!data || typeof data !== 'object' || (data as { status?: unknown }).status !== 200) return [];
  return listField<PropertyListItem>(data, curatedField(list));
}

export const curatedApi = listingsApi.injectEndpoints({
  endpoints: (build) => ({
    getCuratedList: build.query<PropertyListItem[], CuratedList>({
      query: (list) => `/api/residential-property/${list}`,
      transformResponse: (data: unknown, _meta, list) => curatedItems(data, list),
    }),
  }),
});

export const { useGetCuratedListQuery } = curatedApi;
