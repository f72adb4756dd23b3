import { useEffect, useRef, type MouseEvent } from 'react';
import {
  clearFilters,
  filterChips,
  focusAfterRemoving,
  withoutChip,
  type FilterChip,
  type ListingKind,
  type ListingQuery,
} from 'contracts/listing-query';
import { plainClick } from './plainClick';
import styles from './FilterChips.module.css';

export interface FilterChipsProps {
  kind: ListingKind;
  value: ListingQuery;
  /** The query a removal gives (the page puts it in the URL, as a change in the panel does). */
  onChange: (next: ListingQuery) => void;
  /** The page's URL for a query: each chip links to the page without it. */
  hrefFor: (next: ListingQuery) => string;
  /** Where focus goes when no chip is left: the results' heading (focusable with tabIndex -1). */
  headingId: string;
}

/** Not yet asked for / a chip's id / the heading. */
type FocusTarget = undefined | string | null;

/**
 * The chosen filters above the results, each a link to the page without it, and 'Clear all'. Built
 * from the URL's query, so the server's HTML has them too and they work without JavaScript; with it
 * a plain click removes the filter in place. After a removal focus moves to the next chip (else
 * the one before), and to the results' heading when none is left.
 */
export function FilterChips({ kind, value, onChange, hrefFor, headingId }: FilterChipsProps) {
  const chips = filterChips(value, kind);
  const links = useRef(new Map<string, HTMLAnchorElement>());
  const pendingFocus = useRef<FocusTarget>(undefined);

  useEffect(() => {
    const target = pendingFocus.current;
    if (target === undefined) return;
    const chip = target === null ? null : links.current.get(target);
    if (chip === undefined) return; // not rendered yet: a later render will find it
    pendingFocus.current = undefined;
    (chip ?? document.getElementById(headingId))?.focus();
  });

  const remove = (e: MouseEvent<HTMLAnchorElement>, chip: FilterChip) => {
    if (!plainClick(e)) return;
    e.preventDefault();
    pendingFocus.current = focusAfterRemoving(chips, chip.id);
    onChange(withoutChip(value, chip));
  };
  const clearAll = (e: MouseEvent<HTMLAnchorElement>) => {
    if (!plainClick(e)) return;
    e.preventDefault();
    pendingFocus.current = null;
    onChange(clearFilters(value));
  };

  if (chips.length === 0) return null;
  return (
    <div className={styles.bar} role="group" aria-label="Chosen filters">
      <ul className={styles.list}>
        {chips.map((chip) => (
          <li key={chip.id}>
            <a
              href={hrefFor(withoutChip(value, chip))}
              className={styles.chip}
              ref={(el) => {
                if (el) links.current.set(chip.id, el);
                else links.current.delete(chip.id);
              }}
              onClick={(e) => remove(e, chip)}
            >
              <span className="visually-hidden">Remove filter: </span>
              {chip.label}
              <span aria-hidden="true" className={styles.x}>
                ×
              </span>
            </a>
          </li>
        ))}
      </ul>
      <a href={hrefFor(clearFilters(value))} className={styles.clearAll} onClick={clearAll}>
        Clear all
      </a>
    </div>
  );
}
