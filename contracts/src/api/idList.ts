/**
 * The id lists of the shortlist and compare: `?ids=12,7,3` on the compare page and the API's
 * GET /api/properties. One rule both sides apply, so a link the page accepts is one the API
 * accepts. Plain values, no zod.
 */

/** Compare shows two to four properties side by side. */
export const MIN_COMPARE = 2;
export const MAX_COMPARE = 4;
/** At most this many ids per GET /api/properties call (the shortlist asks in pages of this size). */
export const MAX_IDS_PER_CALL = 50;

export type IdListProblem = 'empty' | 'malformed' | 'duplicate' | 'too-many';

export type IdListResult =
  | { ok: true; ids: number[] }
  | { ok: false; problem: IdListProblem; message: string; /** The ids read before the problem. */ ids: number[] };

/** A listing id: a positive integer that fits a 32-bit column (the API's path ids follow the same rule). */
const ID = /^[1-9]\d{0,9}$/;
const MAX_ID = 2_147_483_647;

/** The longest text worth reading: MAX_IDS_PER_CALL ten-digit ids and their commas. */
const MAX_TEXT = MAX_IDS_PER_CALL * 11;

/**
 * Reads '12,7,3' into [12, 7, 3] in the given order. Spaces around an id are allowed; an empty
 * text, a part that is not an id, an id named twice or more than `max` ids is a problem with a
 * sentence for the visitor (never an exception).
 */
export function parseIdList(text: string | null | undefined, max: number): IdListResult {
  const raw = (text ?? '').trim();
  if (raw === '') return { ok: false, problem: 'empty', message: 'No property ids were given.', ids: [] };
  if (raw.length > MAX_TEXT) {
    return { ok: false, problem: 'too-many', message: `At most ${max} properties can be named at once.`, ids: [] };
  }
  const ids: number[] = [];
  for (const part of raw.split(',')) {
    const token = part.trim();
    const n = Number(token);
    if (!ID.test(token) || n > MAX_ID) {
      const shown = token.length > 20 ? `${token.slice(0, 20)}…` : token;
      return {
        ok: false,
        problem: 'malformed',
        message: token === '' ? 'The list of property ids has an empty entry.' : `'${shown}' is not a property id.`,
        ids,
      };
    }
    if (ids.includes(n)) {
      return { ok: false, problem: 'duplicate', message: `Property ${n} is named more than once.`, ids };
    }
    ids.push(n);
  }
  if (ids.length > max) {
    return {
      ok: false,
      problem: 'too-many',
      message: `At most ${max} properties can be named at once; this names ${ids.length}.`,
      ids: ids.slice(0, max),
    };
  }
  return { ok: true, ids };
}

/** The `ids` text of a list: [12, 7] → '12,7'. */
export function formatIdList(ids: readonly number[]): string {
  return ids.join(',');
}
