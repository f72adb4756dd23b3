import { makeStore } from '../../store/makeStore';
import {
  durationChanged,
  existingEmisChanged,
  incomeChanged,
  rateChanged,
  selectEligibilityResult,
  unitChanged,
} from './eligibilitySlice';

describe('eligibility slice', () => {
  it('starts at the spec defaults: income 20000, 9%, 180 months', () => {
    const s = makeStore().getState().eligibility;
    expect(s).toEqual({ income: '20000', existingEmis: '0', rate: 9, unit: 'months', duration: 180 });
  });

  it('keeps digits only in income and existing EMIs (never negative)', () => {
    const store = makeStore();
    store.dispatch(incomeChanged('5a0,0-00'));
    store.dispatch(existingEmisChanged('-2500'));
    expect(store.getState().eligibility.income).toBe('50000');
    expect(store.getState().eligibility.existingEmis).toBe('2500');
  });

  it('clamps the rate to 7–18 in steps of 0.1', () => {
    const store = makeStore();
    store.dispatch(rateChanged(3));
    expect(store.getState().eligibility.rate).toBe(7);
    store.dispatch(rateChanged(25));
    expect(store.getState().eligibility.rate).toBe(18);
    store.dispatch(rateChanged(9.34));
    expect(store.getState().eligibility.rate).toBe(9.3);
    store.dispatch(rateChanged(Number.NaN));
    expect(store.getState().eligibility.rate).toBe(9);
  });

  it('switching to years sets 15, to months sets 180; bounds 3–30 years and 36–360 months', () => {
    const store = makeStore();
    store.dispatch(unitChanged('years'));
    expect(store.getState().eligibility).toMatchObject({ unit: 'years', duration: 15 });
    store.dispatch(durationChanged(1));
    expect(store.getState().eligibility.duration).toBe(3);
    store.dispatch(durationChanged(99));
    expect(store.getState().eligibility.duration).toBe(30);
    store.dispatch(unitChanged('months'));
    expect(store.getState().eligibility).toMatchObject({ unit: 'months', duration: 180 });
    store.dispatch(durationChanged(12));
    expect(store.getState().eligibility.duration).toBe(36);
    store.dispatch(durationChanged(1000));
    expect(store.getState().eligibility.duration).toBe(360);
  });

  it('derives the result in years and months alike', () => {
    const store = makeStore();
    const inMonths = selectEligibilityResult(store.getState());
    store.dispatch(unitChanged('years')); // 15 years = 180 months
    expect(selectEligibilityResult(store.getState()).loanAmount).toBeCloseTo(inMonths.loanAmount, 6);
    expect(Math.round(inMonths.loanAmount)).toBe(1_084_527);
  });

  it('an empty income field gives 0 with the income message', () => {
    const store = makeStore();
    store.dispatch(incomeChanged(''));
    expect(selectEligibilityResult(store.getState())).toEqual({
      loanAmount: 0,
      emi: 0,
      message: 'Monthly income should be at least ₹20,000',
    });
  });
});
