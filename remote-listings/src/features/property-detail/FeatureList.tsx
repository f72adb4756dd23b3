import styles from './FeatureList.module.css';

/** Amenities as a checked list: three columns on wide screens, one on mobile. */
export function FeatureList({ features }: { features: string[] }) {
  if (features.length === 0) return <p className={styles.empty}>No amenities listed for this property.</p>;
  return (
    <ul className={styles.list}>
      {features.map((f, i) => (
        <li key={`${f}-${i}`} className={styles.item}>
          <span aria-hidden="true" className={styles.tick}>
            ✓
          </span>
          {f}
        </li>
      ))}
    </ul>
  );
}
