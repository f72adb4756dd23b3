import { useMemo } from 'react';
import { amortizationSchedule, groupByYear, summariseLoan } from '../loan-math';
import { AmortizationSchedule } from './AmortizationSchedule';
import { PrincipalInterestChart } from './PrincipalInterestChart';
import styles from './EmiBreakdown.module.css';

/** Lazy part of the EMI page: the principal/interest split and the repayment schedule. */
export default function EmiBreakdown({ amount, rate, months }: { amount: number; rate: number; months: number }) {
  const summary = useMemo(() => summariseLoan(amount, rate, months), [amount, rate, months]);
  const years = useMemo(() => groupByYear(amortizationSchedule(amount, rate, months)), [amount, rate, months]);
  return (
    <div className={styles.layout}>
      <section className={styles.card} aria-labelledby="emi-split">
        <h2 id="emi-split" className={styles.title}>
          Principal vs interest
        </h2>
        <PrincipalInterestChart principal={summary.principal} interest={summary.totalInterest} />
      </section>
      <section className={styles.card} aria-labelledby="emi-schedule">
        <h2 id="emi-schedule" className={styles.title}>
          Repayment schedule
        </h2>
        <AmortizationSchedule years={years} />
      </section>
    </div>
  );
}
