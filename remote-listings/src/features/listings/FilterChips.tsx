import { useEffect, useRef } from 'react';
import {
  clearFilters,
  filterChips,
  focusAfterRemoving,
  withoutChip,
  type FilterChip,
  type ListingKind,
  type ListingQuery,
} from 'contracts/listing-query';
import styles from './FilterChips.module.css';

export interface FilterChipsProps {
  kind: ListingKind;
  value: ListingQuery;
  /** The query a removal gives (the page puts it in the URL, as a change in the panel does). */
  onChange: (next: ListingQuery) => void;
  /** Where focus goes when no chip is left: the results' heading (focusable with tabIndex -1). */
  headingId: string;
}

/** Not yet asked for / a chip's id / the heading. */
type FocusTarget = undefined | string | null;

/**
 * The chosen filters above the results, each a button that removes it, and 'Clear all'. Built
 * from the URL's query, so the server's HTML has them too. After a removal focus moves to the next
 * chip (else the one before), and to the results' heading when none is left.
 */
export function FilterChips({ kind, value, onChange, headingId }: FilterChipsProps) {
  const chips = filterChips(value, kind);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const pendingFocus = useRef<FocusTarget>(undefined);

  useEffect(() => {
    const target = pendingFocus.current;
    if (target === undefined) return;
    const chip = target === null ? null : buttons.current.get(target);
    if (chip === undefined) return; // not rendered yet: a later render will find it
    pendingFocus.current = undefined;
    (chip ?? document.getElementById(headingId))?.focus();
  });

  const remove = (chip: FilterChip) => {
    pendingFocus.current = focusAfterRemoving(chips, chip.id);
    onChange(withoutChip(value, chip));
  };
  const clearAll = () => {
    pendingFocus.current = null;
    onChange(clearFilters(value));
  };

  if (chips.length === 0) return null;
  return (
    <div className={styles.bar} role="group" aria-label="Chosen filters">
      <ul className={styles.list}>
        {chips.map((chip) => (
          <li key={chip.id}>
            <button
              type="button"
              className={styles.chip}
              ref={(el) => {
                if (el) buttons.current.set(chip.id, el);
                else buttons.current.delete(chip.id);
              }}
              onClick={() => remove(chip)}
            >
              <span className="visually-hidden">Remove filter: </span>
              {chip.label}
              <span aria-hidden="true" className={styles.x}>
                ×
              </span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.clearAll} onClick={clearAll}>
        Clear all
      </button>
    </div>
  );
}
