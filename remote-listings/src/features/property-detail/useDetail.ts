import { useEffect, useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useParams } from 'shared-ui/router';
import { useDetailPropertyQuery } from './detailEndpoints';
import { cleanSlug, detailFromAnswer, parsePid, type DetailView, type PropertyKind } from './parseDetail';

export type DetailState =
  | { state: 'loading' }
  | { state: 'not-found' }
  | { state: 'error'; error: unknown; retry: () => void }
  | { state: 'ready'; detail: DetailView; refreshing: boolean };

/**
 * The listing named by the URL: a pid that is not a positive integer is "not found" at once,
 * without a call; a 404, a 400 or an empty list is "not found"; any other failure is an error
 * the visitor can retry (and is written to the console, as the spec asks).
 */
export function useDetail(kind: PropertyKind): { result: DetailState; citySlugFromUrl: string } {
  const params = useParams();
  const pid = parsePid(params.pid);
  const query = useDetailPropertyQuery(pid === null ? skipToken : { kind, pid });
  const { error, isError, isLoading, isFetching, isUninitialized, refetch } = query;
  const answer = query.data;
  const data = useMemo(() => (answer === undefined ? undefined : detailFromAnswer(answer)), [answer]);
  const status = error && typeof error === 'object' && 'status' in error ? error.status : undefined;
  const notFoundStatus = status === 404 || status === 400;

  useEffect(() => {
    if (isError && !notFoundStatus) console.error(`Could not load the ${kind} property detail`, error);
  }, [isError, notFoundStatus, error, kind]);

  const citySlugFromUrl = cleanSlug(params.queryLocation);
  let result: DetailState;
  if (pid === null) result = { state: 'not-found' };
  else if (isError && notFoundStatus) result = { state: 'not-found' };
  else if (isError) result = { state: 'error', error, retry: () => void refetch() };
  else if (isLoading || isUninitialized || data === undefined) result = { state: 'loading' };
  else if (data === null) result = { state: 'not-found' };
  else result = { state: 'ready', detail: data, refreshing: isFetching };
  return { result, citySlugFromUrl };
}
