/**
 * What went wrong with a call, from RTK Query's error shapes (`{ status, data }`, where status is
 * an HTTP code or 'FETCH_ERROR' / 'TIMEOUT_ERROR' / 'PARSING_ERROR'), as one of a few kinds a
 * visitor can be told about. Anything else (null, a string, a thrown Error) is 'unknown'.
 */
export type FailureKind =
  | 'network'
  | 'timeout'
  | 'unreadable'
  | 'invalid'
  | 'notFound'
  | 'tooLarge'
  /** 409 or 422: the API refused a reused Idempotency-Key; a bug of ours, not the visitor's. */
  | 'conflict'
  | 'rateLimited'
  | 'server'
  | 'unknown';

// Maps, not object literals: a status such as 'toString' must not find Object.prototype's.
const BY_NAME: ReadonlyMap<string, FailureKind> = new Map<string, FailureKind>([
  ['FETCH_ERROR', 'network'],
  ['TIMEOUT_ERROR', 'timeout'],
  ['PARSING_ERROR', 'unreadable'],
]);

const BY_CODE: ReadonlyMap<number, FailureKind> = new Map<number, FailureKind>([
  [400, 'invalid'],
  [404, 'notFound'],
  [409, 'conflict'],
  [413, 'tooLarge'],
  [422, 'conflict'],
  [429, 'rateLimited'],
]);

/** `status` of an error object; undefined for anything else (a primitive has no such property). */
function statusOf(error: unknown): unknown {
  return (error as { status?: unknown } | null | undefined)?.status;
}

export function classifyFailure(error: unknown): FailureKind {
  const status = statusOf(error);
  if (typeof status === 'string') return BY_NAME.get(status) ?? 'unknown';
  if (!Number.isInteger(status)) return 'unknown';
  const code = status as number;
  if (code >= 500 && code <= 599) return 'server';
  return BY_CODE.get(code) ?? 'unknown';
}

/** A screen's sentences: one per kind it words differently, and `fallback` for every other kind. */
export type FailureTexts = Partial<Record<FailureKind, string>> & { fallback: string };

export function describeFailure(error: unknown, texts: FailureTexts): string {
  return texts[classifyFailure(error)] ?? texts.fallback;
}

/**
 * Keeps the messages a server (or a schema) gave for the form's own fields: text only, trimmed to
 * `maxLength`; anything else it named (the honeypot, unknown keys, non-text) is dropped.
 */
export function pickFieldMessages<F extends string>(
  raw: unknown,
  fields: readonly F[],
  maxLength: number,
): Partial<Record<F, string>> {
  const out: Partial<Record<F, string>> = {};
  // Object(): null and undefined become {}, so only real own properties are read.
  const given = Object(raw) as Record<string, unknown>;
  for (const field of fields) {
    const message = Object.prototype.hasOwnProperty.call(given, field) ? given[field] : undefined;
    if (typeof message === 'string' && message.trim() !== '') out[field] = message.slice(0, maxLength);
  }
  return out;
}

export interface WriteFailure<F extends string> {
  message: string;
  /** The API's message per field on a 400 (its `fields` object); empty for every other failure. */
  fields: Partial<Record<F, string>>;
}

export interface WriteFailureOptions<F extends string> {
  texts: FailureTexts;
  /** The form's visible fields, the only ones a 400's messages are shown for. */
  fields: readonly F[];
  /** Longest field message shown (a server's text is trusted for content, not for size). */
  maxFieldLength: number;
}

/** A failed write (a form's POST) → the sentence the form shows, plus the 400's field messages. */
export function describeWriteFailure<F extends string>(
  error: unknown,
  options: WriteFailureOptions<F>,
): WriteFailure<F> {
  const message = describeFailure(error, options.texts);
  if (classifyFailure(error) !== 'invalid') return { message, fields: {} };
  const data = (error as { data?: unknown }).data;
  const raw = (data as { fields?: unknown } | null | undefined)?.fields;
  return { message, fields: pickFieldMessages(raw, options.fields, options.maxFieldLength) };
}
