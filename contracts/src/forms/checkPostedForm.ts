import { contactEnquirySchema, fieldErrors, loanLeadSchema, type ContactEnquiry, type LoanLead } from '../api/enquiry';
import type { PostedForm } from './formNames';

/** A plain form post checked on the server with the API's own schemas (the browser's forms load them lazily). */
export type PostedPayload = ContactEnquiry | LoanLead;

export type PostedCheck = { ok: true; payload: PostedPayload } | { ok: false; errors: Record<string, string> };

/** A listing id as posted: digits become a number; anything else stays text, which the schema refuses. */
const listingId = (text: string): number | string | undefined =>
  text === '' ? undefined : /^\d{1,10}$/.test(text) ? Number(text) : text;

/** The posted values checked with the API's own schema: the payload to send, or each field's first message. */
export function checkPostedForm(form: PostedForm, values: Record<string, string>): PostedCheck {
  const parsed =
    form === 'loan-lead'
      ? loanLeadSchema.safeParse(values)
      : contactEnquirySchema.safeParse({
          ...values,
          property_kind: values.property_kind || undefined,
          property_id: listingId(values.property_id ?? ''),
        });
  if (parsed.success) return { ok: true, payload: parsed.data };
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(fieldErrors<Record<string, unknown>>(parsed.error)))
    if (typeof message === 'string') errors[field] = message;
  return { ok: false, errors };
}
