import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect } from 'react';
import type { City, Location } from 'contracts/api';
import { useGetCitiesQuery, useGetLocationsQuery } from './listingsEndpoints';

const NONE: readonly never[] = [];

/** The panel's city and location choices; a failure is logged and named in the panel, never fatal. */
export function useListingPlaces(city: string): {
  cities: readonly City[];
  locations: readonly Location[];
  placesError?: string;
} {
  const cities = useGetCitiesQuery();
  const locations = useGetLocationsQuery(city || skipToken);

  useEffect(() => {
    if (cities.isError) console.error('Listing: GET /api/cities failed', cities.error);
    if (locations.isError) console.error('Listing: GET /api/search_city failed', locations.error);
  }, [cities.isError, cities.error, locations.isError, locations.error]);

  return {
    cities: cities.data ?? NONE,
    locations: locations.data ?? NONE,
    placesError:
      cities.isError || locations.isError ? 'Cities and locations could not be loaded right now.' : undefined,
  };
}
