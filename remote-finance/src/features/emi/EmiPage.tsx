import { Suspense, lazy } from 'react';
import { Link } from 'shared-ui/router';
import { PageBanner, Spinner, formatRupees, PageMeta, pageTitle, useNearViewport } from 'shared-ui';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import {
  AmountInput,
  CalculatorForm,
  PresetButtons,
  RangeField,
  UnitToggle,
  calculatorStyles as styles,
  useCalculatorQuery,
  type CalculatorQuerySync,
} from '../calculator-ui';
import {
  AMOUNT_OVER_MAX_MESSAGE,
  AMOUNT_PRESETS,
  EMI_RATE_RANGE,
  RATE_QUICK_PICKS,
  TENURE_PRESETS_YEARS,
  TENURE_RANGE,
  tenureInMonths,
  type EmiInputs,
  type TenureUnit,
} from './emiRules';
import {
  amountPicked,
  amountTyped,
  rateChanged,
  emiHydrated,
  selectEmiInputs,
  selectEmiState,
  selectEmiSummary,
  tenureChanged,
  tenureUnitChanged,
  tenureYearsPicked,
} from './emiSlice';
import { pickName } from '../calculator-query';
import { EMI_QUERY } from './emiQuery';
import own from './EmiPage.module.css';

// The chart and the schedule are below the fold: fetched when the visitor scrolls towards them.
const EmiBreakdown = lazy(() => import('./EmiBreakdown'));

const UNIT_OPTIONS = [
  { value: 'years', label: 'Years' },
  { value: 'months', label: 'Months' },
] as const satisfies readonly { value: TenureUnit; label: string }[];

/** The inputs in the page's URL: read on the server, kept in step in the browser. */
const EMI_SYNC: CalculatorQuerySync<EmiInputs> = { ...EMI_QUERY, selectInputs: selectEmiInputs, hydrated: emiHydrated };

/** '1 Year', '15 Years', '1 Month', '180 Months'. */
const withUnit = (n: number, unit: TenureUnit) => `${n} ${unit === 'years' ? 'Year' : 'Month'}${n === 1 ? '' : 's'}`;

/** /emi-calculator: the monthly instalment, interest and total of a loan, shareable by URL. */
export default function EmiPage() {
  useCalculatorQuery(EMI_SYNC);
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectEmiState);
  const summary = useAppSelector(selectEmiSummary);
  const range = TENURE_RANGE[state.unit];
  const months = tenureInMonths(state);
  const { ref: breakdownRef, near: breakdownNear } = useNearViewport<HTMLDivElement>();

  return (
    <>
      <PageMeta
        title={pageTitle('EMI Calculator for Home Loans')}
        description="Work out the monthly EMI, total interest and total payment of a home loan, with a year-by-year repayment schedule."
      />
      <PageBanner title="EMI CALCULATOR" crumbs={[{ label: 'Home', to: '/' }, { label: 'EMI Calculator' }]} />
      <div className={styles.page}>
        <p className={styles.intro}>
          Move the sliders to see what your home loan costs each month. The link in your address bar keeps this
          calculation, so you can share it or come back to it.
        </p>
        <div className={styles.grid}>
          <section className={styles.card} aria-labelledby="emi-inputs">
            <h2 id="emi-inputs" className={styles.cardTitle}>
              Loan details
            </h2>
            <CalculatorForm action={EMI_QUERY.path}>
              <AmountInput
                label="Loan amount"
                value={state.amountText}
                name="amount"
                onChange={(t) => dispatch(amountTyped(t))}
                message={state.amountClamped ? AMOUNT_OVER_MAX_MESSAGE : undefined}
              />
              <PresetButtons
                label="Loan amount presets"
                presets={AMOUNT_PRESETS.map((p) => ({
                  label: p.label,
                  value: p.value,
                  spokenValue: formatRupees(p.value),
                }))}
                current={state.amount}
                name={pickName('amount')}
                onPick={(v) => dispatch(amountPicked(v))}
              />
              <RangeField
                label="Interest rate"
                min={EMI_RATE_RANGE.min}
                max={EMI_RATE_RANGE.max}
                step={EMI_RATE_RANGE.step}
                value={state.rate}
                name="rate"
                onChange={(v) => dispatch(rateChanged(v))}
                valueText={`${state.rate}%`}
                minText={`${EMI_RATE_RANGE.min}%`}
                maxText={`${EMI_RATE_RANGE.max}%`}
              />
              <PresetButtons
                label="Interest rate quick picks"
                presets={RATE_QUICK_PICKS.map((r) => ({ label: `${r}%`, value: r }))}
                current={state.rate}
                name={pickName('rate')}
                onPick={(v) => dispatch(rateChanged(v))}
              />
              <UnitToggle
                legend="Tenure in"
                options={UNIT_OPTIONS}
                value={state.unit}
                name="unit"
                onChange={(u) => dispatch(tenureUnitChanged(u))}
              />
              <RangeField
                label="Loan tenure"
                min={range.min}
                max={range.max}
                step={1}
                value={state.tenure}
                name="tenure"
                onChange={(v) => dispatch(tenureChanged(v))}
                valueText={withUnit(state.tenure, state.unit)}
                minText={withUnit(range.min, state.unit)}
                maxText={withUnit(range.max, state.unit)}
              />
              <PresetButtons
                label="Loan tenure presets"
                presets={TENURE_PRESETS_YEARS.map((y) => ({ label: `${y}Y`, value: y, spokenValue: `${y} years` }))}
                current={state.unit === 'years' ? state.tenure : -1}
                // A submitted preset carries only the tenure: in years it means what it says.
                name={state.unit === 'years' ? pickName('tenure') : undefined}
                onPick={(v) => dispatch(tenureYearsPicked(v))}
              />
            </CalculatorForm>
          </section>

          <section className={styles.results} aria-labelledby="emi-results">
            <h2 id="emi-results">Your EMI</h2>
            <div aria-live="polite" aria-atomic="true">
              <dl className={styles.figures}>
                <div className={`${styles.figure} ${styles.headline}`}>
                  <dt>Monthly EMI</dt>
                  <dd data-testid="emi-monthly">{formatRupees(summary.emi)}</dd>
                </div>
                <div className={styles.figure}>
                  <dt>Principal amount</dt>
                  <dd data-testid="emi-principal">{formatRupees(summary.principal)}</dd>
                </div>
                <div className={styles.figure}>
                  <dt>Total interest</dt>
                  <dd data-testid="emi-interest">{formatRupees(summary.totalInterest)}</dd>
                </div>
                <div className={styles.figure}>
                  <dt>Total payable</dt>
                  <dd data-testid="emi-total">{formatRupees(summary.totalPayable)}</dd>
                </div>
              </dl>
            </div>
            <div className={styles.actions}>
              <Link to="/check-loan-eligibility" className={styles.primary}>
                APPLY NOW
              </Link>
              {/* The spec's KNOW MORE button has no action. */}
              <button type="button" className={styles.secondary}>
                KNOW MORE
              </button>
            </div>
          </section>
        </div>
        <div className={own.breakdown} ref={breakdownRef} data-testid="emi-breakdown">
          {breakdownNear && (
            <Suspense fallback={<Spinner label="Loading the repayment schedule…" />}>
              <EmiBreakdown amount={state.amount} rate={state.rate} months={months} />
            </Suspense>
          )}
        </div>
      </div>
    </>
  );
}
