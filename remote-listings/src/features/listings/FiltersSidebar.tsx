import type { ReactNode } from 'react';
import styles from './ListingPage.module.css';

/** The filter panel beside the results on wide screens. */
export function FiltersSidebar({ children }: { children: ReactNode }) {
  return (
    <aside className={styles.sidebar} aria-label="Filters">
      <h2 className={styles.sideTitle}>Filters</h2>
      {children}
    </aside>
  );
}
