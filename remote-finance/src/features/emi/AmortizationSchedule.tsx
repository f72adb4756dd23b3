import { useState } from 'react';
import { formatRupees } from 'shared-ui';
import type { ScheduleYear } from '../loan-math';
import styles from './AmortizationSchedule.module.css';

/**
 * Year-by-year repayment; each year opens (native <details>, keyboard and screen-reader ready) to
 * its months. Month rows are rendered only for open years: 30 years × 12 rows stay cheap.
 */
export function AmortizationSchedule({ years }: { years: readonly ScheduleYear[] }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  if (years.length === 0) return <p className={styles.empty}>Enter a loan amount to see the repayment schedule.</p>;
  const toggle = (year: number, isOpen: boolean) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (isOpen) next.add(year);
      else next.delete(year);
      return next;
    });
  return (
    <div className={styles.schedule}>
      <div className={styles.head} aria-hidden="true">
        <span>Year</span>
        <span>Principal</span>
        <span>Interest</span>
        <span>Balance</span>
      </div>
      {years.map((y) => (
        <details
          key={y.year}
          className={styles.year}
          open={open.has(y.year)}
          onToggle={(e) => toggle(y.year, e.currentTarget.open)}
        >
          <summary className={styles.summary}>
            <span className={styles.yearLabel}>Year {y.year}</span>
            <span>
              <span className={styles.cellLabel}>Principal </span>
              {formatRupees(y.principal)}
            </span>
            <span>
              <span className={styles.cellLabel}>Interest </span>
              {formatRupees(y.interest)}
            </span>
            <span>
              <span className={styles.cellLabel}>Balance </span>
              {formatRupees(y.balance)}
            </span>
          </summary>
          {open.has(y.year) && (
            <table className={styles.months}>
              <caption className={styles.caption}>Months of year {y.year}</caption>
              <thead>
                <tr>
                  <th scope="col">Month</th>
                  <th scope="col">Principal</th>
                  <th scope="col">Interest</th>
                  <th scope="col">Balance</th>
                </tr>
              </thead>
              <tbody>
                {y.months.map((m) => (
                  <tr key={m.month}>
                    <th scope="row">{m.month}</th>
                    <td>{formatRupees(m.principal)}</td>
                    <td>{formatRupees(m.interest)}</td>
                    <td>{formatRupees(m.balance)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </details>
      ))}
    </div>
  );
}
