import { useEffect } from 'react';
import { describeApiError, Spinner, StatusMessage } from 'shared-ui';
import { cardFromLatest, ListingCard } from '../listing-card';
import { useGetLatestPropertiesQuery } from './homeEndpoints';
import styles from './HomeSections.module.css';

/** Home 'Latest Listings' from GET /api/latest-property. */
export function LatestListings() {
  const { data = [], isLoading, isError, error, refetch } = useGetLatestPropertiesQuery();
  useEffect(() => {
    if (isError) console.error('Latest Listings: GET /api/latest-property failed', error);
  }, [isError, error]);

  return (
    <section className={styles.section} aria-labelledby="latest-listings-title">
      <h2 id="latest-listings-title" className={styles.title}>
        Latest Listings
      </h2>
      {isLoading && <Spinner label="Loading latest listings…" />}
      {isError && <StatusMessage message={describeApiError(error)} onRetry={() => void refetch()} />}
      {!isLoading && !isError && data.length === 0 && (
        <p className={styles.empty}>No listings yet. Please check back soon.</p>
      )}
      {data.length > 0 && (
        <ul className={styles.grid}>
          {data.map((item, i) => (
            <li key={`${item.p_id}-${i}`}>
              <ListingCard listing={cardFromLatest(item)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
