import type { ContactEnquiry } from 'contracts/api';
import { pickFieldMessages, type FailureTexts } from './describeFailure';

/**
 * The enquiry forms' checks (the contact page's 'Get A Quote' and a listing page's enquiry), one
 * place for both: the API's own zod schema (contracts/api/enquiry), loaded on first use so a form
 * paints without it (`preloadEnquiryRules` on the form's first focus), and the sentences a failed
 * send is told with.
 */
const loadEnquiryRules = () => import(/* webpackChunkName: "contract" */ 'contracts/api/enquiry');
export const preloadEnquiryRules = (): void => void loadEnquiryRules().catch(() => undefined);

/** Longest field message shown, from the schema or the server. */
export const MAX_FIELD_MESSAGE = 300;

/** Shown under `fallbackField` when only a field the visitor cannot see was refused (the honeypot, the listing). */
export const ENQUIRY_NOT_ACCEPTED = 'This enquiry could not be accepted. Please check the form.';

export type EnquiryCheck<F extends string> =
  { ok: true; enquiry: ContactEnquiry } | { ok: false; errors: Partial<Record<F, string>> };

/**
 * The API's schema, checked in the browser before anything is sent: the enquiry as the API will
 * store it, or a message per visible field (`fields`).
 */
export async function checkEnquiry<F extends string>(
  values: unknown,
  fields: readonly F[],
  fallbackField: F,
): Promise<EnquiryCheck<F>> {
  const { contactEnquirySchema, fieldErrors } = await loadEnquiryRules();
  const parsed = contactEnquirySchema.safeParse(values);
  if (parsed.success) return { ok: true, enquiry: parsed.data };
  return { ok: false, errors: enquiryFieldErrors(fieldErrors<ContactEnquiry>(parsed.error), fields, fallbackField) };
}

/**
 * The schema's messages (one per field) as an enquiry form shows them: its visible fields only; a
 * problem only in a field people cannot see (a bot's honeypot, the listing) still gets a message
 * under `fallbackField`, never a silent stop.
 */
export function enquiryFieldErrors<F extends string>(
  messages: unknown,
  fields: readonly F[],
  fallbackField: F,
): Partial<Record<F, string>> {
  const errors = pickFieldMessages(messages, fields, MAX_FIELD_MESSAGE);
  if (Object.keys(errors).length === 0) errors[fallbackField] = ENQUIRY_NOT_ACCEPTED;
  return errors;
}

const KEPT = 'Everything you typed is still here.';

/** What an enquiry form says when a send fails; every sentence ends by saying the input is kept. */
export const ENQUIRY_FAILURE_TEXTS: FailureTexts = {
  network: `We could not reach the server, so your enquiry was not sent. Please check your connection and try again. ${KEPT}`,
  timeout: `The server took too long to answer. Please try again; your enquiry will not be stored twice. ${KEPT}`,
  invalid: `Your enquiry was not sent. Please check the highlighted fields and try again. ${KEPT}`,
  tooLarge: `Your enquiry is too long to send. Please shorten the message and try again. ${KEPT}`,
  rateLimited: `Too many enquiries were sent from this connection. Please wait a minute and try again. ${KEPT}`,
  fallback: `Sorry, your enquiry could not be sent because of a problem on our side. Please try again in a moment. ${KEPT}`,
};
