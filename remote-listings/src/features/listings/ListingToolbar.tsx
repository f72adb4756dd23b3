import type { ReactNode } from 'react';
import { DEFAULT_SORT, SORT_OPTIONS, type ListingKind, type SortKey } from 'contracts/listing-query';
import { FILTER_FORM_ID } from './FiltersSidebar';
import { kindLabel, propertyCount } from './listingMeta';
import styles from './ListingPage.module.css';

export interface ListingToolbarProps {
  kind: ListingKind;
  /** 'Sector 150, Noida', or '' when the URL named no known place. */
  place: string;
  /** The builder search slug ('' = none). */
  q: string;
  sort: SortKey | '';
  onSort: (sort: string) => void;
  /** The results' count once they have settled; null while the spinner shows or the call failed. */
  count: number | null;
  /** The phones' Filters button (and its drawer), beside 'Sort by'. */
  filters?: ReactNode;
}

/**
 * The results' heading (what is listed, where, for which search), their count and the 'Sort by'
 * select. The count is a live region that stays on the page (one inserted with new text is not
 * reliably read): it empties while the spinner shows and says the new count politely after it.
 */
export function ListingToolbar({ kind, place, q, sort, onSort, count, filters }: ListingToolbarProps) {
  return (
    <div className={styles.toolbar}>
      <div className={styles.titleBox}>
        {/* Focus lands here when the last filter chip is removed. */}
        <h2 id="listing-heading" className={styles.heading} tabIndex={-1}>
          {kindLabel(kind)}
          {place ? ` in ${place}` : ''}
          {q ? ` · '${q.replace(/-/g, ' ')}'` : ''}
        </h2>
        <p className={styles.liveCount} role="status">
          {count === null ? '' : propertyCount(count)}
        </p>
      </div>
      {/* On phones this row stays at the top of the screen while the list scrolls under it. */}
      <div className={styles.controls}>
        {filters && <div className={styles.drawerOnly}>{filters}</div>}
        <div className={styles.sort}>
          <label htmlFor="listing-sort">Sort by</label>
          <select
            id="listing-sort"
            name="sort"
            form={FILTER_FORM_ID}
            className={styles.sortSelect}
            value={sort || DEFAULT_SORT}
            onChange={(e) => onSort(e.target.value)}
          >
            {SORT_OPTIONS.map((o) => (
              <option key={o.id} value={o.id}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  );
}
