// A calculator's inputs in its page's URL (pure, for slices and pages alike; no styles).
export {
  canonicalRedirect,
  checkedServerInputs,
  isCanonicalQuery,
  isServerState,
  fieldParam,
  pickName,
  type CalculatorQuery,
} from './calculatorQuery';
