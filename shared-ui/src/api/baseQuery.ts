import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { apiUrl } from '../config/runtimeConfig';
import { fetchApiAnswer, type ApiAnswer } from './apiFetch';
import { describeFailure, type FailureTexts } from '../forms/describeFailure';
import { isNotFound, type SiteQueryOptions } from './notFound';

/** Gives up after this long so a hung API turns into a message (within 5 s of opening a page), never an endless spinner. */
export const API_TIMEOUT_MS = 3500;

/**
 * RTK Query base query for every remote: resolves the API base URL from the runtime config at
 * call time (the config is loaded after the bundles), puts a timeout on every call and answers
 * with RTK Query's own error shapes. Written on fetch, so shared-ui pulls no Redux code into the
 * shell's first paint (only the types).
 */
export const siteBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, SiteQueryOptions> = async (
  args,
  api,
  options,
) => {
  const { url, method = 'GET', body, headers, params } = typeof args === 'string' ? ({ url: args } as FetchArgs) : args;
  const query = params
    ? `?${new URLSearchParams(
        Object.entries(params as Record<string, unknown>)
          .filter(([, v]) => v !== undefined && v !== null && v !== '')
          .map(([k, v]) => [k, String(v)]),
      )}`
    : '';
  const timeout = AbortSignal.timeout(API_TIMEOUT_MS);
  // On the server nothing aborts a call but its timeout (and combining signals costs every render).
  const onServer = typeof window === 'undefined';
  const signal = !onServer && typeof AbortSignal.any === 'function' ? AbortSignal.any([api.signal, timeout]) : timeout;
  const init: RequestInit = { method, signal, headers: new Headers(headers as HeadersInit | undefined) };
  // The site server calls the API next door: compressing an answer only to inflate it again is waste.
  if (onServer) (init.headers as Headers).set('Accept-Encoding', 'identity');
  if (body !== undefined) {
    const isJson = typeof body === 'object' && !(body instanceof FormData);
    init.body = isJson ? JSON.stringify(body) : (body as BodyInit);
    if (isJson) (init.headers as Headers).set('Content-Type', 'application/json');
  }
  let response: ApiAnswer;
  try {
    // The server build takes apiFetch.server.ts (keeps answers as the API's Cache-Control allows).
    response = await fetchApiAnswer(apiUrl(`${url}${query}`), init);
  } catch (error) {
    if (timeout.aborted) return { error: { status: 'TIMEOUT_ERROR', error: 'The request timed out' } };
    return { error: { status: 'FETCH_ERROR', error: String(error) } };
  }
  const { text } = response;
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      return {
        error: {
          status: 'PARSING_ERROR',
          originalStatus: response.status,
          data: text.slice(0, 200),
          error: 'The answer is not JSON',
        },
      };
    }
  }
  if (!response.ok) {
    const error = { status: response.status, data };
    return options?.notFoundIsAnswer && isNotFound(error) ? { data: null, meta: undefined } : { error };
  }
  return { data, meta: undefined };
};

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

const READ_FAILURE_TEXTS: FailureTexts = {
  timeout: 'The server is taking too long to answer. Please try again.',
  unreadable: 'The server sent an answer we could not read. Please try again later.',
  network: 'We could not reach the server. Please check your connection and try again.',
  notFound: 'We could not find what you were looking for.',
  fallback: 'Something went wrong while loading this section. Please try again.',
};

/** A readable sentence for a failed call, for the polite message beside what still works. */
export function describeApiError(error: unknown): string {
  return describeFailure(error, READ_FAILURE_TEXTS);
}
