import { Link } from 'shared-ui/router';
import { PageBanner, formatCompactRupees, formatRupees, PageMeta, pageTitle } from 'shared-ui';
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
  DURATION_RANGE,
  EXISTING_EMI_PRESETS,
  INCOME_PRESETS,
  RATE_RANGE,
  type DurationUnit,
  type EligibilityInputs,
} from './eligibilityRules';
import { pickName } from '../calculator-query';
import { ELIGIBILITY_QUERY } from './eligibilityQuery';
import {
  durationChanged,
  eligibilityHydrated,
  existingEmisChanged,
  incomeChanged,
  rateChanged,
  selectEligibilityInputs,
  selectEligibilityResult,
  unitChanged,
} from './eligibilitySlice';

const UNIT_OPTIONS = [
  { value: 'months', label: 'Months' },
  { value: 'years', label: 'Years' },
] as const satisfies readonly { value: DurationUnit; label: string }[];

/** The inputs in the page's URL: read on the server, kept in step in the browser. */
const ELIGIBILITY_SYNC: CalculatorQuerySync<EligibilityInputs> = {
  ...ELIGIBILITY_QUERY,
  selectInputs: selectEligibilityInputs,
  hydrated: eligibilityHydrated,
};

/** '1 Year', '15 Years', '1 Month', '180 Months'. */
const withUnit = (n: number, unit: DurationUnit) => `${n} ${unit === 'years' ? 'Year' : 'Month'}${n === 1 ? '' : 's'}`;

/** /eligibility-check: how much can be borrowed from income, existing EMIs, rate and tenure. */
export default function EligibilityPage() {
  useCalculatorQuery(ELIGIBILITY_SYNC);
  const dispatch = useAppDispatch();
  const inputs = useAppSelector(selectEligibilityInputs);
  const result = useAppSelector(selectEligibilityResult);
  const range = DURATION_RANGE[inputs.unit];
  const eligible = result.loanAmount > 0;

  return (
    <>
      <PageMeta
        title={pageTitle('Home Loan Eligibility Calculator')}
        description="Check how much home loan you can get from your monthly income and existing EMIs, at any interest rate and tenure."
      />
      <PageBanner
        title="LOAN ELIGIBILITY CALCULATOR"
        crumbs={[{ label: 'Home', to: '/' }, { label: 'Loan Eligibility' }]}
      />
      <div className={styles.page}>
        <p className={styles.intro}>
          Lenders let all your EMIs together take up to 55% of your monthly income. Enter your income and the EMIs you
          already pay to see the home loan you can get.
        </p>
        <div className={styles.grid}>
          <section className={styles.card} aria-labelledby="eligibility-inputs">
            <h2 id="eligibility-inputs" className={styles.cardTitle}>
              Your details
            </h2>
            <CalculatorForm action={ELIGIBILITY_QUERY.path}>
              <AmountInput
                label="Monthly income"
                name="income"
                value={inputs.income}
                onChange={(t) => dispatch(incomeChanged(t))}
              />
              <PresetButtons
                label="Monthly income presets"
                presets={INCOME_PRESETS.map((p) => ({
                  label: p.label,
                  value: String(p.value),
                  spokenValue: formatRupees(p.value),
                }))}
                current={inputs.income}
                name={pickName('income')}
                onPick={(v) => dispatch(incomeChanged(v))}
              />
              <AmountInput
                label="Other existing EMIs (per month)"
                value={inputs.existingEmis}
                name="emis"
                onChange={(t) => dispatch(existingEmisChanged(t))}
              />
              <PresetButtons
                label="Existing EMI presets"
                presets={EXISTING_EMI_PRESETS.map((p) => ({
                  label: p.label,
                  value: String(p.value),
                  spokenValue: formatRupees(p.value),
                }))}
                current={inputs.existingEmis}
                name={pickName('emis')}
                onPick={(v) => dispatch(existingEmisChanged(v))}
              />
              <RangeField
                label="Interest rate"
                min={RATE_RANGE.min}
                max={RATE_RANGE.max}
                step={RATE_RANGE.step}
                value={inputs.rate}
                name="rate"
                onChange={(v) => dispatch(rateChanged(v))}
                valueText={`${inputs.rate}%`}
                minText={`${RATE_RANGE.min}%`}
                maxText={`${RATE_RANGE.max}%`}
              />
              <UnitToggle
                legend="Duration in"
                options={UNIT_OPTIONS}
                value={inputs.unit}
                name="unit"
                onChange={(u) => dispatch(unitChanged(u))}
              />
              <RangeField
                label="Loan duration"
                min={range.min}
                max={range.max}
                step={1}
                value={inputs.duration}
                name="duration"
                onChange={(v) => dispatch(durationChanged(v))}
                valueText={withUnit(inputs.duration, inputs.unit)}
                minText={withUnit(range.min, inputs.unit)}
                maxText={withUnit(range.max, inputs.unit)}
              />
            </CalculatorForm>
          </section>

          <section className={styles.results} aria-labelledby="eligibility-results">
            <h2 id="eligibility-results">Your eligibility</h2>
            <div aria-live="polite" aria-atomic="true">
              {result.message && (
                <p className={styles.warning} data-testid="eligibility-message">
                  {result.message}
                </p>
              )}
              <dl className={styles.figures}>
                <div className={`${styles.figure} ${styles.headline}`}>
                  <dt>Total borrowable amount</dt>
                  <dd data-testid="loan-amount" title={formatRupees(result.loanAmount)}>
                    {formatCompactRupees(result.loanAmount)}
                  </dd>
                </div>
                <div className={styles.figure}>
                  <dt>EMI</dt>
                  <dd data-testid="loan-emi">{formatRupees(result.emi)}</dd>
                </div>
              </dl>
            </div>
            <div className={styles.actions}>
              {eligible ? (
                <Link to="/check-loan-eligibility" className={styles.primary}>
                  APPLY FOR HOME LOAN
                </Link>
              ) : (
                // A link cannot be disabled: without an href it is announced as a disabled link.
                <a role="link" aria-disabled="true" className={`${styles.primary} ${styles.disabled}`}>
                  APPLY FOR HOME LOAN
                </a>
              )}
            </div>
          </section>
        </div>
      </div>
    </>
  );
}
