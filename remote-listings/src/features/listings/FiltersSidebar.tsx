import type { ReactNode } from 'react';
import styles from './ListingPage.module.css';

/** The id of the sidebar's filter form: the toolbar's 'Sort by' belongs to it too (its `form` attribute). */
export const FILTER_FORM_ID = 'listing-filters';

/**
 * The filter panel beside the results on wide screens (and, without JavaScript, above them on
 * phones). It is a GET form to the page's own path: with JavaScript each choice applies at once and
 * the form is never sent; without it, 'Apply filters' sends the choices and the server answers with
 * the listing's own address (filterFormTarget).
 */
export function FiltersSidebar({ action, children }: { action: string; children: ReactNode }) {
  return (
    <aside className={styles.sidebar} aria-label="Filters">
      <h2 className={styles.sideTitle}>Filters</h2>
      <form id={FILTER_FORM_ID} method="get" action={action} onSubmit={(e) => e.preventDefault()}>
        {children}
        <button type="submit" className={styles.applyWithoutScript}>
          Apply filters
        </button>
      </form>
    </aside>
  );
}
