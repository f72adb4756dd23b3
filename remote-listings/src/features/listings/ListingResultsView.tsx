import { describeApiError, Spinner, StatusMessage } from 'shared-ui';
import type { ListingKind } from 'contracts/listing-query';
import { cardFromListItem, ListingCard } from '../listing-card';
import type { ListingResults } from './useListingResults';
import styles from './ListingPage.module.css';

/** Cards in the first row load their image at once (likely LCP). */
const ABOVE_FOLD = 3;

/** The results: the first call's error, then the spinner, or the count, the cards and 'Load more'. */
export function ListingResultsView({ kind, results }: { kind: ListingKind; results: ListingResults }) {
  const { busy, failed, moreFailed, error, items, count, total, hasMore, loadingMore, loadMore, retry } = results;
  return (
    <>
      {failed && <StatusMessage message={describeApiError(error)} onRetry={retry} />}
      {/* The body keeps a screen's height so the SEO text below never jumps as cards arrive (CLS). */}
      <div className={styles.body}>
        {/* A failed first call shows only its message above: no count, no "no match" text. */}
        {busy ? (
          <Spinner label="Loading properties…" />
        ) : failed ? null : (
          <>
            <p className={styles.count} role="status">
              {count} property found
            </p>
            {items.length === 0 ? (
              <p className={styles.empty}>No more project matching your criteria</p>
            ) : (
              <ul className={styles.grid}>
                {items.map((item, i) => (
                  <li key={`${item.p_id}-${i}`}>
                    <ListingCard listing={cardFromListItem(item)} kind={kind} aboveFold={i < ABOVE_FOLD} />
                  </li>
                ))}
              </ul>
            )}
            {hasMore && (
              <div className={styles.more}>
                <button type="button" className={styles.moreButton} onClick={loadMore} disabled={loadingMore}>
                  {loadingMore ? 'Loading…' : 'Load more'}
                </button>
                <p className={styles.progress}>
                  Showing {items.length} of {total}
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
