import { formatRupees } from 'shared-ui';
import styles from './PrincipalInterestChart.module.css';

const RADIUS = 70;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** Share of a whole as a whole percentage; 0 when there is no whole. */
export function percentOf(part: number, whole: number): number {
  return whole > 0 && Number.isFinite(part) ? Math.round((part / whole) * 100) : 0;
}

/** A donut of principal against interest in plain SVG (no chart library), with a text legend. */
export function PrincipalInterestChart({ principal, interest }: { principal: number; interest: number }) {
  const total = principal + interest;
  const interestShare = total > 0 ? interest / total : 0;
  const principalPct = percentOf(principal, total);
  const interestPct = total > 0 ? 100 - principalPct : 0;
  return (
    <figure className={styles.figure}>
      <svg
        viewBox="0 0 180 180"
        width="180"
        height="180"
        role="img"
        aria-label={`Principal ${principalPct}%, interest ${interestPct}% of the total payable`}
      >
        <circle cx="90" cy="90" r={RADIUS} fill="none" stroke="var(--color-brand)" strokeWidth="28" />
        {interestShare > 0 && (
          <circle
            cx="90"
            cy="90"
            r={RADIUS}
            fill="none"
            stroke="var(--color-accent)"
            strokeWidth="28"
            strokeDasharray={`${interestShare * CIRCUMFERENCE} ${CIRCUMFERENCE}`}
            transform="rotate(-90 90 90)"
          />
        )}
        <text x="90" y="86" textAnchor="middle" className={styles.centreLabel}>
          Total
        </text>
        <text x="90" y="106" textAnchor="middle" className={styles.centreValue}>
          {formatRupees(total)}
        </text>
      </svg>
      <figcaption>
        <ul className={styles.legend}>
          <li>
            <span className={`${styles.swatch} ${styles.principal}`} aria-hidden="true" />
            Principal <strong>{formatRupees(principal)}</strong> ({principalPct}%)
          </li>
          <li>
            <span className={`${styles.swatch} ${styles.interest}`} aria-hidden="true" />
            Interest <strong>{formatRupees(interest)}</strong> ({interestPct}%)
          </li>
        </ul>
      </figcaption>
    </figure>
  );
}
