import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { apiUrl } from '../config/runtimeConfig';

/** Gives up after this long so a hung API turns into a message, never an endless spinner. */
export const API_TIMEOUT_MS = 5500;

/**
 * RTK Query base query for every remote: resolves the API base URL from the runtime config at
 * call time (the config is loaded after the bundles) and puts a timeout on every call.
 */
export const siteBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (args, api, extra) => {
  const raw = fetchBaseQuery({ baseUrl: apiUrl(''), timeout: API_TIMEOUT_MS });
  return raw(args, api, extra);
};

/** Guards a list field of an answer: anything but an array (garbage, null) becomes []. */
export function listField<T>(data: unknown, field: string): T[] {
  if (data && typeof data === 'object' && Array.isArray((data as Record<string, unknown>)[field])) {
    return (data as Record<string, T[]>)[field] as T[];
  }
  return [];
}

/** Parses the JSON-encoded text arrays of the spec (`images`, `features`); bad text gives []. */
export function parseJsonList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  if (typeof value !== 'string') return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** A readable sentence for a failed call, for the polite message beside what still works. */
export function describeApiError(error: unknown): string {
  const e = error as Partial<FetchBaseQueryError> | undefined;
  if (e && e.status === 'TIMEOUT_ERROR') return 'The server is taking too long to answer. Please try again.';
  if (e && e.status === 'PARSING_ERROR') return 'The server sent an answer we could not read. Please try again later.';
  if (e && e.status === 'FETCH_ERROR') return 'We could not reach the server. Please check your connection and try again.';
  if (e && e.status === 404) return 'We could not find what you were looking for.';
  return 'Something went wrong while loading this section. Please try again.';
}
