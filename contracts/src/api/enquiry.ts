import './zodConfig';
import * as z from 'zod/mini';
import { STORABLE_TEXT, UNSTORABLE_TEXT_MESSAGE } from './storableText';

/**
 * Write payloads shared by the forms (checked in the browser first) and the API (checked again).
 * Messages are the spec's where it gives one ('This field is required').
 */
const REQUIRED = 'This field is required';
const tooLong = (max: number) => `Please keep this under ${max} characters`;

/** Refuses NUL and unpaired surrogates (see storableText.ts); a pattern, so OpenAPI documents it. */
const storable = () => z.regex(STORABLE_TEXT, UNSTORABLE_TEXT_MESSAGE);

const requiredText = (max: number) =>
  z.string({ error: REQUIRED }).check(z.trim(), z.minLength(1, REQUIRED), z.maxLength(max, tooLong(max)), storable());

/** The e-mail pattern zod itself uses (no consecutive or leading dots, a real TLD). */
export const EMAIL = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

// Patterns rather than refinements: the OpenAPI document then carries them. An empty value
// fails both the length and the pattern; the form shows the first message ('required').
const email = z
  .string({ error: REQUIRED })
  .check(
    z.trim(),
    z.minLength(1, REQUIRED),
    z.maxLength(254, tooLong(254)),
    storable(),
    z.regex(EMAIL, 'Please enter a valid e-mail address'),
  );

/**
 * Indian numbers: 10 digits, optionally after a +91, 0091 or 0 prefix, with spaces or hyphens
 * between digits ('+91 98100 12345', '098100-12345').
 */
export const PHONE = /^(?:(?:\+|00)91[\s-]*|0[\s-]*)?\d(?:[\s-]*\d){9}$/;
/** The lead's phone is optional: empty, or a phone number. */
const PHONE_OR_EMPTY = new RegExp(`^$|${PHONE.source}`);
const PHONE_MESSAGE = 'Please enter a 10-digit phone number';

const honeypot = z.optional(z.string().check(z.maxLength(500), storable()));

/** Largest listing id the API stores (its id columns are 32-bit integers). */
export const MAX_PROPERTY_ID = 2_147_483_647;
const PROPERTY_MESSAGE = 'This enquiry names no listing we know';

export const contactEnquirySchema = z
  .object({
    name: requiredText(100),
    email,
    phone: z
      .string({ error: REQUIRED })
      .check(
        z.trim(),
        z.minLength(1, REQUIRED),
        z.maxLength(20, PHONE_MESSAGE),
        storable(),
        z.regex(PHONE, PHONE_MESSAGE),
      ),
    subject: requiredText(150),
    message: requiredText(5000),
    /** Honeypot: hidden from people, filled in by bots. */
    website: honeypot,
    /**
     * The listing a detail page's enquiry is about (both or neither): stored with the enquiry, so
     * the firm knows which property the visitor asks about. The contact page sends neither.
     */
    property_kind: z.optional(z.enum(['residential', 'commercial'], { error: PROPERTY_MESSAGE })),
    property_id: z.optional(
      z.int({ error: PROPERTY_MESSAGE }).check(z.positive(PROPERTY_MESSAGE), z.lte(MAX_PROPERTY_ID, PROPERTY_MESSAGE)),
    ),
  })
  .check(
    z.refine((e) => (e.property_kind === undefined) === (e.property_id === undefined), {
      message: PROPERTY_MESSAGE,
      path: ['property_id'],
    }),
  );

export const loanLeadSchema = z.object({
  name: requiredText(100),
  email,
  /** The spec sets no rule on the lead phone; when given it must still look like a phone number. */
  phone: z._default(
    z.optional(
      z.string().check(z.trim(), z.maxLength(20, PHONE_MESSAGE), storable(), z.regex(PHONE_OR_EMPTY, PHONE_MESSAGE)),
    ),
    '',
  ),
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
  // A Map: a field named like an Object member ('constructor', '__proto__') is just a field.
  const out = new Map<string, string>();
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    if (!out.has(key)) out.set(key, issue.message);
  }
  return Object.fromEntries(out) as FieldErrors<T>;
}
