import { useLayoutEffect, useRef } from 'react';
import { describeApiError, Spinner, StatusMessage } from 'shared-ui';
import type { ListingKind } from 'contracts/listing-query';
import { cardFromListItem, LISTING_GRID_SIZES, ListingCard } from '../listing-card';
import { plainClick } from './plainClick';
import type { ListingResults } from './useListingResults';
import styles from './ListingPage.module.css';

/** Cards in the first row load their image at once (likely LCP). */
const ABOVE_FOLD = 3;

/**
 * The results: the first call's error, then the spinner, or the count, the cards and 'Load more'.
 * 'Load more' is a link to the URL that shows one page more (`moreHref`, rendered by the server as
 * it asks), so it works without JavaScript and a crawler reaches every listing; with JavaScript a
 * plain click adds the next page in place. Results that start past the list's first page say
 * which part they show and link back to the start (`startHref`).
 */
export function ListingResultsView({
  kind,
  results,
  moreHref,
  startHref,
}: {
  kind: ListingKind;
  results: ListingResults;
  /** The address of these results with one page more (or, past the cap, of the next pages). */
  moreHref: string;
  /** When the results start past the first page: the address of the list from its start. */
  startHref?: string;
}) {
  const { busy, failed, moreFailed, error, items, count, total, hasMore, loadingMore, loadMore, retry } = results;
  const { firstShown } = results;
  const lastShown = firstShown + items.length - 1;
  const body = useRef<HTMLDivElement>(null);
  const settledHeight = useRef(0);
  // While the spinner shows, the body keeps the height of the results it replaces (at most a
  // screen), so the text below does not jump up and back; settled results take their own height,
  // so a short or empty list leaves no blank screen. Set on the element: not part of the HTML.
  useLayoutEffect(() => {
    const el = body.current;
    if (!el) return;
    if (busy) {
      el.style.minHeight = settledHeight.current ? `${Math.min(settledHeight.current, window.innerHeight)}px` : '';
    } else {
      el.style.minHeight = '';
      settledHeight.current = el.offsetHeight;
    }
  });
  return (
    <>
      {failed && <StatusMessage message={describeApiError(error)} onRetry={retry} />}
      <div ref={body} className={busy ? styles.bodyBusy : undefined}>
        {/* A failed first call shows only its message above: no count, no "no match" text. */}
        {busy ? (
          <Spinner label="Loading properties…" />
        ) : failed ? null : (
          <>
            {/* Announced by the toolbar's live count: this line is not a second live region. */}
            <p className={styles.count}>{count} property found</p>
            {startHref && (
              <p className={styles.progress}>
                <a href={startHref}>Back to the first properties</a>
              </p>
            )}
            {items.length === 0 ? (
              <p className={styles.empty}>No more project matching your criteria</p>
            ) : (
              <ul className={styles.grid}>
                {items.map((item, i) => (
                  <li key={`${item.p_id}-${i}`}>
                    <ListingCard
                      listing={cardFromListItem(item)}
                      kind={kind}
                      aboveFold={i < ABOVE_FOLD}
                      sizes={LISTING_GRID_SIZES}
                    />
                  </li>
                ))}
              </ul>
            )}
            {hasMore && (
              <div className={styles.more}>
                <a
                  href={moreHref}
                  className={styles.moreButton}
                  aria-disabled={loadingMore || undefined}
                  onClick={(e) => {
                    if (!plainClick(e)) return;
                    e.preventDefault();
                    if (!loadingMore) loadMore();
                  }}
                >
                  {loadingMore ? 'Loading…' : 'Load more'}
                </a>
                <p className={styles.progress}>
                  {firstShown > 1
                    ? `Showing ${firstShown}–${lastShown} of ${total}`
                    : `Showing ${items.length} of ${total}`}
                </p>
              </div>
            )}
            {moreFailed && <StatusMessage message={describeApiError(error)} onRetry={loadMore} />}
          </>
        )}
      </div>
    </>
  );
}
