import { z } from './zodConfig';

/**
 * Write payloads shared by the forms (checked in the browser first) and the API (checked again).
 * Messages are the spec's where it gives one ('This field is required').
 */
const REQUIRED = 'This field is required';

const requiredText = (max: number) =>
  z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(max, `Please keep this under ${max} characters`);

const email = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .max(254, 'Please keep this under 254 characters')
  .pipe(z.email('Please enter a valid e-mail address'));

/** Indian numbers: 10 digits, optionally written with +91 / 0 prefix, spaces or hyphens. */
const phoneDigits = (value: string) => value.replace(/[\s-]/g, '').replace(/^(\+91|0091|0)/, '');
const PHONE_MESSAGE = 'Please enter a 10-digit phone number';

export const contactEnquirySchema = z.object({
  name: requiredText(100),
  email,
  phone: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(20, PHONE_MESSAGE)
    .refine((v) => /^\d{10}$/.test(phoneDigits(v)), PHONE_MESSAGE),
  subject: requiredText(150),
  message: requiredText(5000),
  /** Honeypot: hidden from people, filled in by bots. */
  website: z.string().max(500).optional(),
});

export const loanLeadSchema = z.object({
  name: requiredText(100),
  email,
  /** The spec sets no rule on the lead phone; when given it must still look like a phone number. */
  phone: z
    .string()
    .trim()
    .max(20, PHONE_MESSAGE)
    .refine((v) => v === '' || /^\d{10}$/.test(phoneDigits(v)), PHONE_MESSAGE)
    .optional()
    .default(''),
  website: z.string().max(500).optional(),
});

export type ContactEnquiry = z.infer<typeof contactEnquirySchema>;
export type LoanLead = z.infer<typeof loanLeadSchema>;

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

/** First message for each field, for forms and for the API's 400 answer. */
export function fieldErrors<T>(error: z.ZodError): FieldErrors<T> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    if (!(key in out)) out[key] = issue.message;
  }
  return out as FieldErrors<T>;
}
