import { Link } from 'shared-ui/router';
import { MAX_COMPARE, MIN_COMPARE } from 'contracts/api';
import { compareHref } from '../compare';
import styles from './CompareBar.module.css';

/**
 * How many are saved and ticked, and the way to compare them. The server renders it as the
 * browser's first render does (nothing known, nothing ticked), so hydration moves nothing.
 */
export function CompareBar({ saved, selected }: { saved: number | null; selected: number[] }) {
  const ready = selected.length >= MIN_COMPARE;
  return (
    <div className={styles.bar}>
      <p className={styles.status} role="status">
        {saved === null ? '' : `${saved} saved · `}
        {selected.length} of {MAX_COMPARE} ticked to compare
      </p>
      {ready ? (
        <Link className={styles.compare} to={compareHref(selected)}>
          Compare {selected.length} properties
        </Link>
      ) : (
        <button type="button" className={styles.compare} disabled>
          Compare
        </button>
      )}
    </div>
  );
}
