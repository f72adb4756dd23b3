/**
 * The site's write forms as plain HTML posts (without JavaScript, or before it runs): each form
 * posts to its own page, the site server checks it with the API's own schemas and sends it on,
 * then redirects to the page with `?sent=<form>` (post/redirect/get) or renders the page again
 * with what was typed and what went wrong (a post-back). Plain values and the API's schemas only.
 */
export const POSTED_FORMS = ['contact', 'enquiry', 'loan-lead'] as const;
export type PostedForm = (typeof POSTED_FORMS)[number];

/** Hidden field naming the form that was posted. */
export const FORM_NAME_FIELD = 'site-form';
/** Hidden field with the page's form key: with the content, it makes the send's Idempotency-Key. */
export const FORM_KEY_FIELD = 'site-form-key';
/** The success view's parameter: `?sent=contact`. Says which form was stored, nothing of its content. */
export const SENT_PARAM = 'sent';

/** Each form's posted fields (its visible ones, the honeypot `website`, and its hidden listing facts). */
export const POSTED_FIELDS: Readonly<Record<PostedForm, readonly string[]>> = {
  contact: ['name', 'email', 'phone', 'subject', 'message', 'website'],
  enquiry: ['name', 'phone', 'email', 'message', 'website', 'subject', 'property_kind', 'property_id'],
  'loan-lead': ['name', 'email', 'phone', 'website'],
};

/** Where each form's payload goes (the same API routes the forms call with JavaScript). */
export const FORM_API_PATHS: Readonly<Record<PostedForm, string>> = {
  contact: '/api/request-form',
  enquiry: '/api/request-form',
  'loan-lead': '/api/loan-lead',
};

/** Longest value kept of one posted field (the longest field the API takes is 5,000 characters). */
export const MAX_POSTED_VALUE = 10_000;
/** Longest form key taken from a post. */
const MAX_KEY = 100;

/** A failed send as RTK Query reports one (`status`: the API's HTTP status or its fetch error), so a form tells it the same way. */
export interface FormSendFailure {
  status: number | 'FETCH_ERROR' | 'TIMEOUT_ERROR';
  data?: unknown;
}

/** A form rendered again after a post that was not stored: what was typed, and why it was not. */
export interface FormPostBack {
  form: PostedForm;
  /** Every posted field of the form, as typed. */
  values: Record<string, string>;
  /** The schema's first message for each field that failed it (fieldErrors), before anything was sent. */
  errors: Record<string, string>;
  /** The API's refusal or an unreachable API, after the values passed the schema. */
  failure: FormSendFailure | null;
}

export interface PostedValues {
  form: PostedForm;
  /** The form's own fields, each a string (a missing one is empty). */
  values: Record<string, string>;
  /** The hidden form key, or '' when none came. */
  key: string;
}

const isPostedForm = (v: unknown): v is PostedForm =>
  typeof v === 'string' && (POSTED_FORMS as readonly string[]).includes(v);

/** A repeated field counts once (its first value); anything not a string is empty. */
function textOf(v: unknown, max: number): string {
  const first: unknown = Array.isArray(v) ? v[0] : v;
  return typeof first === 'string' ? first.slice(0, max) : '';
}

/** A parsed form body as one of the site's forms, or null when it names none. Other fields are ignored. */
export function readPostedForm(body: unknown): PostedValues | null {
  if (typeof body !== 'object' || body === null) return null;
  const fields = body as Record<string, unknown>;
  const form = textOf(fields[FORM_NAME_FIELD], 20);
  if (!isPostedForm(form)) return null;
  const values: Record<string, string> = {};
  for (const name of POSTED_FIELDS[form])
    values[name] = Object.hasOwn(fields, name) ? textOf(fields[name], MAX_POSTED_VALUE) : '';
  return { form, values, key: textOf(fields[FORM_KEY_FIELD], MAX_KEY) };
}

/** The success view of a form posted on `pathname`. */
export function sentPath(pathname: string, form: PostedForm): string {
  return `${pathname}?${SENT_PARAM}=${form}`;
}
