import styles from './FactList.module.css';

export interface Fact {
  label: string;
  value: string;
}

export const NOT_GIVEN = 'Not specified';

/** Label/value pairs of a listing, as a description list in a responsive grid. */
export function FactList({ facts, columns = 2 }: { facts: Fact[]; columns?: 2 | 3 }) {
  return (
    <dl className={`${styles.facts} ${columns === 3 ? styles.three : ''}`}>
      {facts.map((f) => (
        <div key={f.label} className={styles.fact}>
          <dt className={styles.label}>{f.label}</dt>
          <dd className={styles.value}>{f.value || NOT_GIVEN}</dd>
        </div>
      ))}
    </dl>
  );
}
