import { useEffect } from 'react';
import { Spinner, StatusMessage } from 'shared-ui';
import { cardFromListItem, ListingCard } from '../listing-card';
import { useSimilarPropertiesQuery, type SimilarKind } from './similarEndpoints';
import styles from './SimilarProperties.module.css';

export const SIMILAR_TITLE = 'Similar Properties';
export const SIMILAR_RULE_TEXT = 'In the same city, of the same type, priced within 25% of this one.';
export const NO_SIMILAR_TEXT = 'No similar properties right now.';

/**
 * The detail page's similar listings (same city and type, price within ±25%, most similar first,
 * never the listing itself: the API's rule), as listing cards. Rendered on the server with the page.
 */
export function SimilarProperties({ kind, pid }: { kind: SimilarKind; pid: number }) {
  const { data, isLoading, isError, error, refetch } = useSimilarPropertiesQuery({ kind, pid });
  useEffect(() => {
    if (isError) console.error('Could not load the similar properties', error);
  }, [isError, error]);

  const items = data?.similar_properties ?? [];
  let body;
  if (isLoading) body = <Spinner label="Loading similar properties…" />;
  else if (isError)
    body = <StatusMessage message="The similar properties could not be loaded." onRetry={() => void refetch()} />;
  else if (items.length === 0) body = <p className={styles.empty}>{NO_SIMILAR_TEXT}</p>;
  else
    body = (
      <ul className={styles.grid}>
        {items.map((item) => (
          <li key={item.p_id}>
            <ListingCard listing={cardFromListItem(item)} kind={kind} headingLevel={3} />
          </li>
        ))}
      </ul>
    );

  return (
    <section className={styles.similar} aria-labelledby="similar-heading">
      <h2 id="similar-heading" className={styles.heading}>
        {SIMILAR_TITLE}
      </h2>
      <p className={styles.rule}>{SIMILAR_RULE_TEXT}</p>
      {body}
    </section>
  );
}
