import { SERVER_STATE_ACTION } from 'shared-ui';
import { makeStore } from '../../store/makeStore';
import {
  amountPicked,
  amountTyped,
  emiHydrated,
  rateChanged,
  selectEmiSummary,
  tenureChanged,
  tenureUnitChanged,
  tenureYearsPicked,
} from './emiSlice';

describe('emi slice', () => {
  it('defaults: ₹1,00,000 at 9% for 1 year', () => {
    const store = makeStore();
    expect(store.getState().emi).toMatchObject({ amount: 100000, rate: 9, unit: 'years', tenure: 1 });
    expect(Math.round(selectEmiSummary(store.getState()).emi)).toBe(8745);
  });

  it('amount keeps digits only, 0 to 300,000,000', () => {
    const store = makeStore();
    store.dispatch(amountTyped('12abc34'));
    expect(store.getState().emi).toMatchObject({ amount: 1234, amountText: '1234', amountClamped: false });
    store.dispatch(amountTyped('999999999999'));
    expect(store.getState().emi).toMatchObject({ amount: 300000000, amountText: '300000000', amountClamped: true });
    store.dispatch(amountTyped(''));
    expect(store.getState().emi).toMatchObject({ amount: 0, amountText: '' });
    expect(selectEmiSummary(store.getState()).emi).toBe(0);
    store.dispatch(amountPicked(50_000_000));
    expect(store.getState().emi.amountText).toBe('50000000');
  });

  it('rate 1–20, tenure 1–30 years or 1–360 months', () => {
    const store = makeStore();
    store.dispatch(rateChanged(0));
    expect(store.getState().emi.rate).toBe(1);
    store.dispatch(rateChanged(30));
    expect(store.getState().emi.rate).toBe(20);
    store.dispatch(tenureChanged(45));
    expect(store.getState().emi.tenure).toBe(30);
    store.dispatch(tenureUnitChanged('months'));
    expect(store.getState().emi).toMatchObject({ unit: 'months', tenure: 360 });
    store.dispatch(tenureChanged(0));
    expect(store.getState().emi.tenure).toBe(1);
    store.dispatch(tenureUnitChanged('years'));
    expect(store.getState().emi).toMatchObject({ unit: 'years', tenure: 1 });
  });

  it('a tenure preset switches to years', () => {
    const store = makeStore();
    store.dispatch(tenureUnitChanged('months'));
    store.dispatch(tenureYearsPicked(25));
    expect(store.getState().emi).toMatchObject({ unit: 'years', tenure: 25 });
  });

  it('hydrates from validated URL inputs', () => {
    const store = makeStore();
    store.dispatch(emiHydrated({ amount: 2_000_000, rate: 9, unit: 'months', tenure: 84 }));
    expect(Math.round(selectEmiSummary(store.getState()).totalInterest)).toBe(702965);
    expect(store.getState().emi.amountText).toBe('2000000');
  });

  it('starts from the inputs the server rendered, checked again (another release may have sent them)', () => {
    const adopt = (emi: unknown) => {
      const store = makeStore();
      store.dispatch({ type: SERVER_STATE_ACTION, payload: { emi } });
      return store.getState().emi;
    };
    expect(adopt({ amount: 5_000_000, rate: 12, tenure: 20, unit: 'years', amountText: 'x' })).toMatchObject({
      amount: 5_000_000,
      rate: 12,
      tenure: 20,
      unit: 'years',
      amountText: '5000000',
      amountClamped: false,
    });
    const defaults = { amount: 100000, rate: 9, unit: 'years', tenure: 1 };
    expect(adopt({ amount: 5_000_000, rate: 99, tenure: 20, unit: 'years' })).toMatchObject(defaults);
    expect(adopt({ amount: '<b>', rate: 12, tenure: 20, unit: 'weeks' })).toMatchObject(defaults);
    expect(adopt(null)).toMatchObject(defaults);
    expect(adopt(undefined)).toMatchObject(defaults);
  });
});
