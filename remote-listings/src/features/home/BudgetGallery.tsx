import { useEffect, useMemo, useRef, useState } from 'react';
import { describeApiError, Spinner, StatusMessage } from 'shared-ui';
import { cardFromListItem, HOME_GRID_SIZES, ListingCard } from '../listing-card';
import { BUDGET_BANDS, BUDGET_DELAY_MS, pickBudgetListings } from './budgetBands';
import { useGetHomePropertyListQuery } from './homeEndpoints';
import styles from './HomeSections.module.css';

/** Home 'Project Gallery' with the budget filter (spec section 4 'Budget filter'). */
export function BudgetGallery() {
  const { data = [], isLoading, isError, error, refetch } = useGetHomePropertyListQuery();
  const [band, setBand] = useState<string | null>(null);
  const [filtering, setFiltering] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => {
    if (isError) console.error('Project Gallery: GET /api/home-property-list failed', error);
  }, [isError, error]);

  const choose = (id: string) => {
    // Choosing the selected band again clears it (none selected: the first 6 of all).
    setBand((b) => (b === id ? null : id));
    setFiltering(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setFiltering(false), BUDGET_DELAY_MS);
  };

  const shown = useMemo(() => pickBudgetListings(data, band), [data, band]);
  const busy = isLoading || filtering;

  return (
    <section className={styles.section} aria-labelledby="budget-gallery-title">
      <h2 id="budget-gallery-title" className={styles.title}>
        Project Gallery
      </h2>
      <div className={styles.bands} role="group" aria-label="Filter by budget">
        {BUDGET_BANDS.map((b) => (
          <button
            key={b.id}
            type="button"
            className={styles.band}
            aria-pressed={band === b.id}
            disabled={filtering}
            onClick={() => choose(b.id)}
          >
            {b.label}
          </button>
        ))}
      </div>
      {isError && <StatusMessage message={describeApiError(error)} onRetry={() => void refetch()} />}
      {busy ? (
        <Spinner label="Loading properties…" />
      ) : (
        !isError &&
        (shown.length === 0 ? (
          <p className={styles.empty} role="status">
            No properties found in this price range.
          </p>
        ) : (
          <ul className={styles.grid}>
            {shown.map((item, i) => (
              <li key={`${item.p_id}-${i}`}>
                <ListingCard listing={cardFromListItem(item, true)} sizes={HOME_GRID_SIZES} />
              </li>
            ))}
          </ul>
        ))
      )}
    </section>
  );
}
