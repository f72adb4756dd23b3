import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { clamp, digitsOnly, roundToStep, summariseLoan } from '../loan-math';
import { checkedServerInputs, isServerState } from '../calculator-query';
import { EMI_QUERY } from './emiQuery';
import {
  AMOUNT_MAX,
  EMI_DEFAULTS,
  EMI_RATE_RANGE,
  TENURE_RANGE,
  tenureInMonths,
  type EmiInputs,
  type TenureUnit,
} from './emiRules';

export interface EmiState extends EmiInputs {
  /** The amount field as typed (digits only), so it can be empty while editing. */
  amountText: string;
  /** True when the last typed amount was over the maximum and was clamped. */
  amountClamped: boolean;
}

const initialState: EmiState = { ...EMI_DEFAULTS, amountText: String(EMI_DEFAULTS.amount), amountClamped: false };

const clampTenure = (unit: TenureUnit, value: number) =>
  Math.round(clamp(value, TENURE_RANGE[unit].min, TENURE_RANGE[unit].max, TENURE_RANGE[unit].min));

/** Every reducer cleans its input: the state never holds letters, negatives, NaN or out-of-range values. */
const emiSlice = createSlice({
  name: 'emi',
  initialState,
  reducers: {
    amountTyped(state, action: PayloadAction<string>) {
      const digits = digitsOnly(action.payload, 12);
      const value = digits === '' ? 0 : Number(digits);
      state.amountClamped = value > AMOUNT_MAX;
      state.amount = Math.min(value, AMOUNT_MAX);
      state.amountText = state.amountClamped ? String(AMOUNT_MAX) : digits;
    },
    amountPicked(state, action: PayloadAction<number>) {
      state.amount = Math.round(clamp(action.payload, 0, AMOUNT_MAX, EMI_DEFAULTS.amount));
      state.amountText = String(state.amount);
      state.amountClamped = false;
    },
    rateChanged(state, action: PayloadAction<number>) {
      state.rate = roundToStep(
        clamp(action.payload, EMI_RATE_RANGE.min, EMI_RATE_RANGE.max, EMI_DEFAULTS.rate),
        EMI_RATE_RANGE.step,
      );
    },
    tenureChanged(state, action: PayloadAction<number>) {
      state.tenure = clampTenure(state.unit, action.payload);
    },
    /** Switching the unit keeps the same loan length where it can (2 years ↔ 24 months). */
    tenureUnitChanged(state, action: PayloadAction<TenureUnit>) {
      const unit: TenureUnit = action.payload === 'months' ? 'months' : 'years';
      if (unit === state.unit) return;
      const months = tenureInMonths(state);
      state.unit = unit;
      state.tenure = clampTenure(unit, unit === 'months' ? months : Math.round(months / 12));
    },
    tenureYearsPicked(state, action: PayloadAction<number>) {
      state.unit = 'years';
      state.tenure = clampTenure('years', action.payload);
    },
    /** Replaces the inputs with ones read (and already validated) from the URL. */
    emiHydrated(state, action: PayloadAction<EmiInputs>) {
      Object.assign(state, action.payload, { amountText: String(action.payload.amount), amountClamped: false });
    },
  },
  extraReducers: (builder) => {
    // The browser starts from the inputs the server rendered (read from the page's URL there), so
    // hydration shows the same figures.
    builder.addMatcher(isServerState, (state, action) => {
      const inputs = checkedServerInputs(action.payload.emi, EMI_QUERY);
      if (inputs) Object.assign(state, inputs, { amountText: String(inputs.amount), amountClamped: false });
    });
  },
});

export const {
  amountTyped,
  amountPicked,
  rateChanged,
  tenureChanged,
  tenureUnitChanged,
  tenureYearsPicked,
  emiHydrated,
} = emiSlice.actions;
export const emiReducer = emiSlice.reducer;

type WithEmi = { emi: EmiState };
export const selectEmiState = (s: WithEmi) => s.emi;
export const selectEmiInputs = createSelector([selectEmiState], (e): EmiInputs => ({
  amount: e.amount,
  rate: e.rate,
  unit: e.unit,
  tenure: e.tenure,
}));
export const selectEmiSummary = createSelector([selectEmiInputs], (i) =>
  summariseLoan(i.amount, i.rate, tenureInMonths(i)),
);
