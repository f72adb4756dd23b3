// One way to send a form once, shared by the contact form and the loan lead form.
export { useIdempotentSubmit, type IdempotentSubmit, type IdempotentSubmitOptions } from './useIdempotentSubmit';
export { newIdempotencyKey, createAttemptKeeper, type AttemptKeeper, type KeyCrypto } from './idempotencyKey';
export {
  classifyFailure,
  describeFailure,
  describeWriteFailure,
  pickFieldMessages,
  type FailureKind,
  type FailureTexts,
  type WriteFailure,
  type WriteFailureOptions,
} from './describeFailure';
export { Honeypot } from './Honeypot';
export {
  checkEnquiry,
  enquiryFieldErrors,
  preloadEnquiryRules,
  ENQUIRY_FAILURE_TEXTS,
  ENQUIRY_NOT_ACCEPTED,
  MAX_FIELD_MESSAGE,
  type EnquiryCheck,
} from './enquiryRules';
export { usePostedForm, type PostedFormState } from './usePostedForm';
export { postBackStart, postBackValues, type PostBackStart } from './postBackStart';
