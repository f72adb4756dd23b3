import { skipToken } from '@reduxjs/toolkit/query/react';
import { useParams } from 'shared-ui/router';
import { useEffect } from 'react';
import { usePreloadSanitizer } from 'shared-ui';
import { usePrefetchArg } from 'shared-ui/query';
import { preloadContract } from '../../api/answerSchema';
import { useDetailPropertyQuery } from './detailEndpoints';
import { parsePid, type PropertyKind } from './parseDetail';

/**
 * Render-as-you-fetch: rendered by the routes module outside the detail screen's Suspense boundary,
 * so the detail call starts while the screen's code is still downloading (useDetail then finds it).
 */
export function DetailDataPrefetch({ kind }: { kind: PropertyKind }) {
  const pid = parsePid(useParams().pid);
  // Asks nothing while hydrating the server's HTML: its answer (or failure) is in the store.
  useDetailPropertyQuery(usePrefetchArg(pid === null ? skipToken : { kind, pid }));
  // The description is sanitised before it is shown: fetch DOMPurify alongside, not after.
  usePreloadSanitizer();
  // So is the answer checked against the contract: its schemas load beside the call.
  useEffect(preloadContract, []);
  return null;
}
