import { Link } from 'react-router-dom';
import styles from './CategoryTiles.module.css';

export const CATEGORY_TILES = [
  { label: 'Residential', to: '/property/noida/all/residential', icon: '🏠', text: 'Apartments, villas and houses' },
  { label: 'Commercial', to: '/property/noida/all/commercial', icon: '🏢', text: 'Offices, shops and showrooms' },
  { label: 'Best Property', to: '/property/best-property', icon: '⭐', text: 'Our most recommended picks' },
  { label: 'Genuine Deal', to: '/property/genuine-deal', icon: '✅', text: 'Verified, fairly priced homes' },
  { label: 'Exclusive Deal', to: '/property/exclusive-deal', icon: '💎', text: 'Offers you will only find here' },
  { label: 'Customer Support', to: '/contact', icon: '💬', text: 'Talk to an advisor today' },
] as const;

export function CategoryTiles() {
  return (
    <section className={styles.section} aria-labelledby="categories-title">
      <h2 id="categories-title" className={styles.title}>Browse by Category</h2>
      <ul className={styles.grid}>
        {CATEGORY_TILES.map((t) => (
          <li key={t.label}>
            <Link to={t.to} className={styles.tile}>
              <span className={styles.icon} aria-hidden="true">{t.icon}</span>
              <span className={styles.label}>{t.label}</span>
              <span className={styles.text}>{t.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
