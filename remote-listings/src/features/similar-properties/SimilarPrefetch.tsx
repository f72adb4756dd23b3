import { skipToken } from '@reduxjs/toolkit/query/react';
import { useParams } from 'shared-ui/router';
import { usePrefetchArg } from 'shared-ui/query';
import { useSimilarPropertiesQuery, type SimilarKind } from './similarEndpoints';

/** A positive integer written plainly, as the detail pages read their pid. */
const PID = /^[1-9]\d{0,14}$/;

/**
 * Starts the similar listings' call beside the listing's own (rendered with the detail route's
 * data, outside the screen's Suspense boundary): on the server both answers are awaited together,
 * not one after the other; in the browser the call starts while the screen's code loads.
 */
export function SimilarPrefetch({ kind }: { kind: SimilarKind }) {
  const raw = useParams().pid;
  const pid = typeof raw === 'string' && PID.test(raw) ? Number(raw) : null;
  // Asks nothing while hydrating the server's HTML: its answer (or failure) is in the store.
  useSimilarPropertiesQuery(usePrefetchArg(pid === null || !Number.isSafeInteger(pid) ? skipToken : { kind, pid }));
  return null;
}
