import { citiesAnswerSchema, locationsAnswerSchema, type CitiesAnswer, type LocationsAnswer } from 'contracts/api';
import { staffApi } from '../../api/staffApi';

/** The public places routes (api/src/features/locations): the slugs a listing's city and locality must be. */
export const placesApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    getCities: build.query<CitiesAnswer, void>({
      query: () => '/api/cities',
      rawResponseSchema: citiesAnswerSchema,
    }),
    getLocalities: build.query<LocationsAnswer, string>({
      query: (city) => `/api/search_city/${encodeURIComponent(city)}`,
      rawResponseSchema: locationsAnswerSchema,
    }),
  }),
});

/** A city slug worth asking about: what the API's slug rule allows. */
export const isPlaceSlug = (text: string): boolean => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(text);

export const { useGetCitiesQuery, useGetLocalitiesQuery } = placesApi;
