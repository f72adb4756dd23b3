import { DEFAULT_SORT, SORT_OPTIONS, type ListingKind, type SortKey } from 'contracts/listing-query';
import { kindLabel } from './listingMeta';
import styles from './ListingPage.module.css';

export interface ListingToolbarProps {
  kind: ListingKind;
  /** 'Sector 150, Noida', or '' when the URL named no known place. */
  place: string;
  /** The builder search slug ('' = none). */
  q: string;
  sort: SortKey | '';
  onSort: (sort: string) => void;
}

/** The results' heading (what is listed, where, for which search) and the 'Sort by' select. */
export function ListingToolbar({ kind, place, q, sort, onSort }: ListingToolbarProps) {
  return (
    <div className={styles.toolbar}>
      <h2 id="listing-heading" className={styles.heading}>
        {kindLabel(kind)}
        {place ? ` in ${place}` : ''}
        {q ? ` · '${q.replace(/-/g, ' ')}'` : ''}
      </h2>
      <div className={styles.sort}>
        <label htmlFor="listing-sort">Sort by</label>
        <select
          id="listing-sort"
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
  );
}
