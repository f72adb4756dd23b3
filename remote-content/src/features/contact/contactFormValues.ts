import { pickFieldMessages, type FailureTexts } from 'shared-ui';
import type { ContactEnquiry } from 'contracts/api';

/** The visible fields of the 'Get A Quote' form, in screen order. */
export const CONTACT_FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** What the form holds: the five fields as typed, plus the hidden honeypot `website`. */
export type ContactValues = Record<ContactField, string> & { website: string };
export type ContactErrors = Partial<Record<ContactField, string>>;

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', phone: '', subject: '', message: '', website: '' };

/** Longest field message shown, from the schema or the server. */
export const MAX_FIELD_MESSAGE = 300;

export type ContactValidation = { ok: true; enquiry: ContactEnquiry } | { ok: false; errors: ContactErrors };

/**
 * The enquiry rules (the API's own zod schema), loaded on first use: the form paints without
 * them, and they arrive while the visitor types (`preloadContactRules` on the form's first focus).
 */
const loadContactRules = () => import(/* webpackChunkName: "contract" */ 'contracts/api/enquiry');
export const preloadContactRules = () => void loadContactRules().catch(() => undefined);

/** The API's own schema, checked in the browser before anything is sent. */
export async function validateContact(values: ContactValues): Promise<ContactValidation> {
  const { contactEnquirySchema, fieldErrors } = await loadContactRules();
  const parsed = contactEnquirySchema.safeParse(values);
  if (parsed.success) return { ok: true, enquiry: parsed.data };
  const errors: ContactErrors = pickFieldMessages(
    fieldErrors<ContactEnquiry>(parsed.error),
    CONTACT_FIELDS,
    MAX_FIELD_MESSAGE,
  );
  // A problem only in the honeypot is a bot's: it still gets a message, never a silent stop.
  if (Object.keys(errors).length === 0) errors.message = 'This enquiry could not be accepted. Please check the form.';
  return { ok: false, errors };
}

const KEPT = 'Everything you typed is still here.';

/** What the form says when a send fails; every sentence ends by saying the input is kept. */
export const CONTACT_FAILURE_TEXTS: FailureTexts = {
  network: `We could not reach the server, so your enquiry was not sent. Please check your connection and try again. ${KEPT}`,
  timeout: `The server took too long to answer. Please try again; your enquiry will not be stored twice. ${KEPT}`,
  invalid: `Your enquiry was not sent. Please check the highlighted fields and try again. ${KEPT}`,
  tooLarge: `Your enquiry is too long to send. Please shorten the message and try again. ${KEPT}`,
  rateLimited: `Too many enquiries were sent from this connection. Please wait a minute and try again. ${KEPT}`,
  fallback: `Sorry, your enquiry could not be sent because of a problem on our side. Please try again in a moment. ${KEPT}`,
};
