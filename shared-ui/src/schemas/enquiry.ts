import './zodConfig';
import * as z from 'zod/mini';

/**
 * Write payloads shared by the forms (checked in the browser first) and the API (checked again).
 * Messages are the spec's where it gives one ('This field is required').
 */
const REQUIRED = 'This field is required';
const tooLong = (max: number) => `Please keep this under ${max} characters`;

const requiredText = (max: number) => z.string({ error: REQUIRED }).check(z.trim(), z.minLength(1, REQUIRED), z.maxLength(max, tooLong(max)));

/** The e-mail pattern zod itself uses (no consecutive or leading dots, a real TLD). */
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

const email = z
  .string({ error: REQUIRED })
  .check(z.trim(), z.minLength(1, REQUIRED), z.maxLength(254, tooLong(254)), z.refine((v) => v === '' || EMAIL.test(v), 'Please enter a valid e-mail address'));

/** Indian numbers: 10 digits, optionally written with +91 / 0 prefix, spaces or hyphens. */
const phoneDigits = (value: string) => value.replace(/[\s-]/g, '').replace(/^(\+91|0091|0)/, '');
const PHONE_MESSAGE = 'Please enter a 10-digit phone number';
const looksLikePhone = (v: string) => /^\d{10}$/.test(phoneDigits(v));

const honeypot = z.optional(z.string().check(z.maxLength(500)));

export const contactEnquirySchema = z.object({
  name: requiredText(100),
  email,
  phone: z.string({ error: REQUIRED }).check(z.trim(), z.minLength(1, REQUIRED), z.maxLength(20, PHONE_MESSAGE), z.refine((v) => v === '' || looksLikePhone(v), PHONE_MESSAGE)),
  subject: requiredText(150),
  message: requiredText(5000),
  /** Honeypot: hidden from people, filled in by bots. */
  website: honeypot,
});

export const loanLeadSchema = z.object({
  name: requiredText(100),
  email,
  /** The spec sets no rule on the lead phone; when given it must still look like a phone number. */
  phone: z._default(z.optional(z.string().check(z.trim(), z.maxLength(20, PHONE_MESSAGE), z.refine((v) => v === '' || looksLikePhone(v), PHONE_MESSAGE))), ''),
  website: honeypot,
});

export type ContactEnquiry = z.infer<typeof contactEnquirySchema>;
export type LoanLead = z.infer<typeof loanLeadSchema>;

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

interface IssueList {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

/** First message for each field, for forms and for the API's 400 answer. */
export function fieldErrors<T>(error: IssueList): FieldErrors<T> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    if (!(key in out)) out[key] = issue.message;
  }
  return out as FieldErrors<T>;
}
