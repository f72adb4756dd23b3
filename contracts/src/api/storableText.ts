/**
 * Text that can be stored as sent. A NUL character or an unpaired UTF-16 surrogate (e.g. "\uD800"
 * alone) has no valid UTF-8 form: PostgreSQL refuses it outright and SQLite would store something
 * other than what was sent. Such text is refused with a message instead.
 *
 * With the `u` flag a correctly paired surrogate (an emoji) is one code point outside
 * U+D800–U+DFFF, so only NUL and lone halves match. The same source serves as the OpenAPI
 * `pattern` (JSON Schema validators apply patterns as Unicode regular expressions).
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this refuses
export const STORABLE_TEXT = /^[^\u0000\uD800-\uDFFF]*$/u;

export const UNSTORABLE_TEXT_MESSAGE =
  'Please remove the characters that cannot be stored (a NUL byte or an unpaired surrogate)';

export function isStorableText(value: string): boolean {
  return STORABLE_TEXT.test(value);
}
