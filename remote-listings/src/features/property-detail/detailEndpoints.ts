import { listingsApi } from '../../api/listingsApi';
import { detailFromAnswer, featuredFromAnswer, type DetailView, type FeaturedItem, type PropertyKind } from './parseDetail';

/**
 * The detail pages' calls. Answers are checked on arrival (parseDetail), so components only
 * ever see clean values; endpoint names are prefixed so they never clash with other features'.
 */
export const detailApi = listingsApi.injectEndpoints({
  endpoints: (build) => ({
    detailProperty: build.query<DetailView | null, { kind: PropertyKind; pid: number }>({
      query: ({ kind, pid }) => `/api/property-detail/${kind}/${pid}`,
      transformResponse: (data: unknown) => detailFromAnswer(data),
    }),
    detailFeaturedProperties: build.query<FeaturedItem[], void>({
      query: () => '/api/residential-property/best-property',
      transformResponse: (data: unknown) => featuredFromAnswer(data),
    }),
  }),
});

export const { useDetailPropertyQuery, useDetailFeaturedPropertiesQuery } = detailApi;
