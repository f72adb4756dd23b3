import type { FailureTexts } from 'shared-ui';
import type { LoanLead } from 'contracts/api';

export type LeadField = 'name' | 'email' | 'phone';
/** `true` marks a field red without a message (the spec's rule for empty required fields). */
export type LeadFieldErrors = Partial<Record<LeadField, string | true>>;

export const LEAD_FIELDS: readonly LeadField[] = ['name', 'email', 'phone'];

/** Longest message shown under a field when the API names it. */
export const MAX_LEAD_FIELD_MESSAGE = 200;

/**
 * What the form shows for the schema's messages: empty Name or Email only turn red (spec),
 * any other problem (a malformed e-mail, a short phone number) gets its message.
 */
export function formErrors(
  values: Pick<LoanLead, LeadField>,
  messages: Partial<Record<string, string>>,
): LeadFieldErrors {
  const out: LeadFieldErrors = {};
  for (const field of LEAD_FIELDS) {
    const message = messages[field];
    if (!message) continue;
    out[field] = (field === 'name' || field === 'email') && values[field].trim() === '' ? true : message;
  }
  return out;
}

/** What the form says when a send fails. */
export const LEAD_FAILURE_TEXTS: FailureTexts = {
  network: 'We could not reach the server. Please check your connection and try again.',
  timeout: 'The server is taking too long to answer. Please try again.',
  rateLimited: 'Too many attempts. Please wait a minute and try again.',
  invalid: 'Please check the highlighted details and try again.',
  fallback: 'We could not send your details right now. Please try again in a moment.',
};
