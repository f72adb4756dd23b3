import { contactEnquirySchema, fieldErrors, type ContactEnquiry } from 'contracts/api';

/** The visible fields of the 'Get A Quote' form, in screen order. */
export const CONTACT_FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** What the form holds: the five fields as typed, plus the hidden honeypot `website`. */
export type ContactValues = Record<ContactField, string> & { website: string };
export type ContactErrors = Partial<Record<ContactField, string>>;

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', phone: '', subject: '', message: '', website: '' };

function isContactField(key: string): key is ContactField {
  return (CONTACT_FIELDS as readonly string[]).includes(key);
}

/** Keeps only messages for the form's own fields (a server may name others). */
export function pickFieldErrors(raw: unknown): ContactErrors {
  const out: ContactErrors = {};
  if (!raw || typeof raw !== 'object') return out;
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    if (isContactField(key) && typeof value === 'string' && value.trim() !== '') out[key] = value.slice(0, 300);
  }
  return out;
}

export type ContactValidation = { ok: true; enquiry: ContactEnquiry } | { ok: false; errors: ContactErrors };

/** The API's own zod schema, checked in the browser before anything is sent. */
export function validateContact(values: ContactValues): ContactValidation {
  const parsed = contactEnquirySchema.safeParse(values);
  if (parsed.success) return { ok: true, enquiry: parsed.data };
  const errors = pickFieldErrors(fieldErrors<ContactEnquiry>(parsed.error));
  // A problem only in the honeypot is a bot's: it still gets a message, never a silent stop.
  if (Object.keys(errors).length === 0) errors.message = 'This enquiry could not be accepted. Please check the form.';
  return { ok: false, errors };
}

export interface SendAttempt {
  /** The validated data as sent, serialised. */
  payload: string;
  idempotencyKey: string;
}

/**
 * One key per logical send: a retry of exactly the same data (after a failure) reuses the key,
 * so the server stores that enquiry once; changed data gets a new key.
 */
export function attemptFor(previous: SendAttempt | null, payload: string, newKey: () => string): SendAttempt {
  if (previous && previous.payload === payload) return previous;
  return { payload, idempotencyKey: newKey() };
}

/** crypto.randomUUID exists only in secure contexts; elsewhere a v4 UUID from getRandomValues. */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  if (c && typeof c.getRandomValues === 'function') c.getRandomValues(bytes);
  else for (let i = 0; i < 16; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface SendFailure {
  message: string;
  fields: ContactErrors;
}

const KEPT = 'Everything you typed is still here.';

/** A failed POST → a clear sentence for the visitor, plus the server's per-field messages on a 400. */
export function describeSendFailure(error: unknown): SendFailure {
  const e = (error && typeof error === 'object' ? error : {}) as { status?: unknown; data?: unknown };
  const data = (e.data && typeof e.data === 'object' ? e.data : {}) as { fields?: unknown };
  switch (e.status) {
    case 'FETCH_ERROR':
      return { message: `We could not reach the server, so your enquiry was not sent. Please check your connection and try again. ${KEPT}`, fields: {} };
    case 'TIMEOUT_ERROR':
      return { message: `The server took too long to answer. Please try again; your enquiry will not be stored twice. ${KEPT}`, fields: {} };
    case 400: {
      const fields = pickFieldErrors(data.fields);
      return { message: `Your enquiry was not sent. Please check the highlighted fields and try again. ${KEPT}`, fields };
    }
    case 413:
      return { message: `Your enquiry is too long to send. Please shorten the message and try again. ${KEPT}`, fields: {} };
    case 429:
      return { message: `Too many enquiries were sent from this connection. Please wait a minute and try again. ${KEPT}`, fields: {} };
    default:
      return { message: `Sorry, your enquiry could not be sent because of a problem on our side. Please try again in a moment. ${KEPT}`, fields: {} };
  }
}
