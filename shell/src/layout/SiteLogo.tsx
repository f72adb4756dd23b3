import { Link } from 'shared-ui/router';
import styles from './SiteLogo.module.css';

/**
 * Inline logo: no request on the critical path, crisp at any size. Its accessible name starts with
 * the visible words, so voice-control users can say what they see.
 */
export function SiteLogo() {
  return (
    <Link to="/" className={styles.logo}>
      <svg width="40" height="40" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="#0b4f8a" />
        <path d="M6 25V14l10-7 10 7v11h-7v-7h-6v7z" fill="#fff" />
      </svg>
      <span className={styles.text}>
        <span className={styles.name}>Noida Realty</span>
        <span className={styles.tag}>Advisors</span>
      </span>
      <span className="visually-hidden"> – home page</span>
    </Link>
  );
}
