import * as z from 'zod/mini';
import { int, okStatus } from './fields';

/** A city of the search form (GET /api/cities). */
export const citySchema = z.object({ id: int(), city: z.string(), slug: z.string() });
export type City = z.infer<typeof citySchema>;

/** A locality of a city (GET /api/search_city/{cityname}). */
export const locationSchema = z.object({ id: int(), location_name: z.string(), slug: z.string() });
export type Location = z.infer<typeof locationSchema>;

/** GET /api/cities */
export const citiesAnswerSchema = z.object({ status: okStatus, city_list: z.array(citySchema) });
export type CitiesAnswer = z.infer<typeof citiesAnswerSchema>;

/** GET /api/search_city/{cityname}: an unknown city gives an empty list. */
export const locationsAnswerSchema = z.object({ status: okStatus, location_list: z.array(locationSchema) });
export type LocationsAnswer = z.infer<typeof locationsAnswerSchema>;
