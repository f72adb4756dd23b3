import { useState, type ReactNode } from 'react';
import { Dialog } from 'shared-ui';
import { propertyCount } from './listingMeta';
import styles from './ListingPage.module.css';

export interface FiltersDrawerProps {
  /** Choices in force: 'Filters (n)'. */
  activeCount: number;
  /** The results' count: 'Show n properties'. */
  count: number;
  children: ReactNode;
}

/** On mobile the filter panel is a slide-in drawer opened by a Filters button (spec 'Filter panel'). */
export function FiltersDrawer({ activeCount, count, children }: FiltersDrawerProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button type="button" className={styles.filtersButton} onClick={() => setOpen(true)} aria-haspopup="dialog">
        Filters{activeCount > 0 ? ` (${activeCount})` : ''}
      </button>
      <Dialog open={open} onClose={close} label="Filters" variant="side">
        <div className={styles.drawer}>
          <div className={styles.drawerHead}>
            <h2 className={styles.drawerTitle}>Filters</h2>
            <button type="button" className={styles.close} onClick={close} aria-label="Close filters">
              ×
            </button>
          </div>
          {children}
          <button type="button" className={styles.apply} onClick={close}>
            Show {propertyCount(count)}
          </button>
        </div>
      </Dialog>
    </>
  );
}
