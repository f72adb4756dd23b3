import { Link } from 'shared-ui/router';
import styles from './CategoryTiles.module.css';

export const CATEGORY_TILES = [
  {
    label: 'Residential',
    to: '/property/noida/all/residential',
    icon: 'M3 11l9-7 9 7v9h-6v-6H9v6H3z',
    text: 'Apartments, villas and houses',
  },
  {
    label: 'Commercial',
    to: '/property/noida/all/commercial',
    icon: 'M4 21V3h10v5h6v13H4zm3-14h2v2H7zm4 0h2v2h-2zM7 11h2v2H7zm4 0h2v2h-2zm5 1h2v2h-2zm0 4h2v2h-2zM7 15h2v2H7zm4 0h2v2h-2z',
    text: 'Offices, shops and showrooms',
  },
  {
    label: 'Best Property',
    to: '/property/best-property',
    icon: 'M12 2l3 6.5 7 .9-5.2 4.8 1.4 7-6.2-3.5-6.2 3.5 1.4-7L2 9.4l7-.9z',
    text: 'Our most recommended picks',
  },
  {
    label: 'Genuine Deal',
    to: '/property/genuine-deal',
    icon: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-1.5 14.5L6 12l1.4-1.4 3.1 3.1 6.1-6.1L18 9z',
    text: 'Verified, fairly priced homes',
  },
  {
    label: 'Exclusive Deal',
    to: '/property/exclusive-deal',
    icon: 'M6 3h12l4 6-10 12L2 9zm1.2 2L4.7 8.5h4.1L10 5zm6.8 0l1.2 3.5h4.1L16.8 5zM9 10.5l3 7.5 3-7.5z',
    text: 'Offers you will only find here',
  },
  {
    label: 'Customer Support',
    to: '/contact',
    icon: 'M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm3 6v2h2v-2zm4 0v2h2v-2zm4 0v2h2v-2z',
    text: 'Talk to an advisor today',
  },
] as const;

export function CategoryTiles() {
  return (
    <section className={styles.section} aria-labelledby="categories-title">
      <h2 id="categories-title" className={styles.title}>
        Browse by Category
      </h2>
      <ul className={styles.grid}>
        {CATEGORY_TILES.map((t) => (
          <li key={t.label}>
            <Link to={t.to} className={styles.tile}>
              <svg
                className={styles.icon}
                width="36"
                height="36"
                viewBox="0 0 24 24"
                aria-hidden="true"
                focusable="false"
              >
                <path d={t.icon} fill="currentColor" />
              </svg>
              <span className={styles.label}>{t.label}</span>
              <span className={styles.text}>{t.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
