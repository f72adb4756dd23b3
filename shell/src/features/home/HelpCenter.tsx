import { Link } from 'shared-ui/router';
import styles from './HelpCenter.module.css';

const HELP_LINKS = [
  { label: 'Talk to a property advisor', text: 'Shortlist projects that fit your budget and commute.' },
  { label: 'Legal & documentation help', text: 'Title checks, RERA registration and agreement review.' },
  { label: 'Sell or lease your property', text: 'Valuation, listing and tenant screening.' },
] as const;

/** Help center: every link goes to /contact (site-spec 'Home'). */
export function HelpCenter() {
  return (
    <section className={styles.section} aria-labelledby="help-title">
      <h2 id="help-title" className={styles.title}>
        Help Center
      </h2>
      <ul className={styles.grid}>
        {HELP_LINKS.map((h) => (
          <li key={h.label} className={styles.card}>
            <Link to="/contact" className={styles.link}>
              {h.label}
            </Link>
            <p className={styles.text}>{h.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
