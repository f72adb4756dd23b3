import type { LoanLead } from 'contracts/api';

export type LeadField = 'name' | 'email' | 'phone';
/** `true` marks a field red without a message (the spec's rule for empty required fields). */
export type LeadFieldErrors = Partial<Record<LeadField, string | true>>;

const FIELDS: readonly LeadField[] = ['name', 'email', 'phone'];

/**
 * What the form shows for the schema's messages: empty Name or Email only turn red (spec),
 * any other problem (a malformed e-mail, a short phone number) gets its message.
 */
export function formErrors(values: Pick<LoanLead, LeadField>, messages: Partial<Record<string, string>>): LeadFieldErrors {
  const out: LeadFieldErrors = {};
  for (const field of FIELDS) {
    const message = messages[field];
    if (!message) continue;
    out[field] = (field === 'name' || field === 'email') && values[field].trim() === '' ? true : message;
  }
  return out;
}

export interface LeadFailure {
  message: string;
  fields?: LeadFieldErrors;
}

const GENERIC = 'We could not send your details right now. Please try again in a moment.';

/** A clear sentence for a failed send (RTK Query error shapes), and the fields the API named. */
export function describeLeadFailure(error: unknown): LeadFailure {
  const e = (error ?? {}) as { status?: unknown; data?: unknown };
  if (e.status === 'FETCH_ERROR') return { message: 'We could not reach the server. Please check your connection and try again.' };
  if (e.status === 'TIMEOUT_ERROR') return { message: 'The server is taking too long to answer. Please try again.' };
  if (e.status === 429) return { message: 'Too many attempts. Please wait a minute and try again.' };
  if (e.status === 400) {
    const data = (e.data ?? {}) as { fields?: unknown };
    const fields: LeadFieldErrors = {};
    if (data.fields && typeof data.fields === 'object') {
      for (const field of FIELDS) {
        const m = (data.fields as Record<string, unknown>)[field];
        if (typeof m === 'string' && m.trim() !== '') fields[field] = m.slice(0, 200);
      }
    }
    return { message: 'Please check the highlighted details and try again.', fields };
  }
  return { message: GENERIC };
}
