import {
  checkEnquiry,
  ENQUIRY_FAILURE_TEXTS,
  MAX_FIELD_MESSAGE,
  preloadEnquiryRules,
  type FailureTexts,
} from 'shared-ui';
import type { ContactEnquiry } from 'contracts/api';

/** The visible fields of the 'Get A Quote' form, in screen order. */
export const CONTACT_FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** What the form holds: the five fields as typed, plus the hidden honeypot `website`. */
export type ContactValues = Record<ContactField, string> & { website: string };
export type ContactErrors = Partial<Record<ContactField, string>>;

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', phone: '', subject: '', message: '', website: '' };

/** Longest field message shown, from the schema or the server (shared-ui's, as every enquiry form's). */
export { MAX_FIELD_MESSAGE };

export type ContactValidation = { ok: true; enquiry: ContactEnquiry } | { ok: false; errors: ContactErrors };

/**
 * The enquiry rules (the API's own zod schema, through shared-ui's enquiry checks), loaded on
 * first use: the form paints without them, and they arrive while the visitor types
 * (`preloadContactRules` on the form's first focus).
 */
export const preloadContactRules = preloadEnquiryRules;

/** The API's own schema, checked in the browser before anything is sent. */
export function validateContact(values: ContactValues): Promise<ContactValidation> {
  return checkEnquiry(values, CONTACT_FIELDS, 'message');
}

/** What the form says when a send fails; every sentence ends by saying the input is kept. */
export const CONTACT_FAILURE_TEXTS: FailureTexts = ENQUIRY_FAILURE_TEXTS;
