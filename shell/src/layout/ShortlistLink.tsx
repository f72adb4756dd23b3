import { NavLink } from 'shared-ui/router';
import { useFavoriteKeys } from 'shared-ui';
import styles from './ShortlistLink.module.css';

/** The shortlist's page (remote-listings owns it). */
export const SHORTLIST_PATH = '/shortlist';

/**
 * The header's way to the saved properties, with their count: "Shortlist (3)". The count is the
 * visitor's own (this device's storage), so the server and the hydrating render leave its room
 * empty; it appears right after hydration, in room kept for it (no layout shift), and follows
 * every change made in this tab or another.
 */
export function ShortlistLink() {
  const keys = useFavoriteKeys();
  return (
    <NavLink to={SHORTLIST_PATH} className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}>
      <svg className={styles.heart} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M12 21s-7.5-4.6-9.6-9.2C1 8.6 3 5 6.6 5c2.1 0 3.5 1.2 4.4 2.5h2C13.9 6.2 15.3 5 17.4 5 21 5 23 8.6 21.6 11.8 19.5 16.4 12 21 12 21z" />
      </svg>
      <span className={styles.label}>Shortlist</span>
      <span className={styles.count}>{keys === null ? '' : ` (${keys.length})`}</span>
    </NavLink>
  );
}
