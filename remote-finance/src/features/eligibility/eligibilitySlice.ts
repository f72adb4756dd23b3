import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { calculateEligibility, clamp, digitsOnly, roundToStep } from '../loan-math';
import {
  AMOUNT_MAX_DIGITS,
  DURATION_ON_SWITCH,
  DURATION_RANGE,
  ELIGIBILITY_DEFAULTS,
  RATE_RANGE,
  type DurationUnit,
  type EligibilityInputs,
} from './eligibilityRules';
import { checkedServerInputs, isServerState } from '../calculator-query';
import { ELIGIBILITY_QUERY } from './eligibilityQuery';

export type EligibilityState = EligibilityInputs;

const initialState: EligibilityState = { ...ELIGIBILITY_DEFAULTS };

/** Every reducer cleans its input, so the state can never hold letters, negatives or NaN. */
const eligibilitySlice = createSlice({
  name: 'eligibility',
  initialState,
  reducers: {
    incomeChanged(state, action: PayloadAction<string>) {
      state.income = digitsOnly(action.payload, AMOUNT_MAX_DIGITS);
    },
    existingEmisChanged(state, action: PayloadAction<string>) {
      state.existingEmis = digitsOnly(action.payload, AMOUNT_MAX_DIGITS);
    },
    rateChanged(state, action: PayloadAction<number>) {
      state.rate = roundToStep(
        clamp(action.payload, RATE_RANGE.min, RATE_RANGE.max, ELIGIBILITY_DEFAULTS.rate),
        RATE_RANGE.step,
      );
    },
    unitChanged(state, action: PayloadAction<DurationUnit>) {
      const unit: DurationUnit = action.payload === 'years' ? 'years' : 'months';
      if (unit === state.unit) return;
      state.unit = unit;
      state.duration = DURATION_ON_SWITCH[unit];
    },
    durationChanged(state, action: PayloadAction<number>) {
      const { min, max } = DURATION_RANGE[state.unit];
      state.duration = Math.round(clamp(action.payload, min, max, DURATION_ON_SWITCH[state.unit]));
    },
    eligibilityReset: () => initialState,
    /** Replaces the inputs with ones read (and already validated) from the URL. */
    eligibilityHydrated: (_state, action: PayloadAction<EligibilityInputs>) => action.payload,
  },
  extraReducers: (builder) => {
    // The browser starts from the inputs the server rendered (read from the page's URL there).
    builder.addMatcher(
      isServerState,
      (state, action) => checkedServerInputs(action.payload.eligibility, ELIGIBILITY_QUERY) ?? state,
    );
  },
});

export const {
  incomeChanged,
  existingEmisChanged,
  rateChanged,
  unitChanged,
  durationChanged,
  eligibilityReset,
  eligibilityHydrated,
} = eligibilitySlice.actions;
export const eligibilityReducer = eligibilitySlice.reducer;

type WithEligibility = { eligibility: EligibilityState };
export const selectEligibilityInputs = (s: WithEligibility) => s.eligibility;

/** Derived results: the amount, the EMI and the spec message, from the current inputs. */
export const selectEligibilityResult = createSelector([selectEligibilityInputs], (e) => {
  const months = e.unit === 'years' ? e.duration * 12 : e.duration;
  return calculateEligibility(Number(e.income || 0), Number(e.existingEmis || 0), e.rate, months);
});
