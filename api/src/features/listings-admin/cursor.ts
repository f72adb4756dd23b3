import { badRequest } from '../../lib/http-errors';
import type { Cursor } from './repository';

/** The paging cursor as base64url JSON: opaque to callers, so its form can change without breaking them. */
export const encodeCursor = (c: Cursor): string => Buffer.from(JSON.stringify([c.at, c.id])).toString('base64url');

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

export function decodeCursor(text: string): Cursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  if (
    Array.isArray(parsed) &&
    parsed.length === 2 &&
    typeof parsed[0] === 'string' &&
    ISO.test(parsed[0]) &&
    Number.isSafeInteger(parsed[1])
  )
    return { at: parsed[0], id: Number(parsed[1]) };
  throw badRequest("Invalid query parameter 'before': use the nextBefore of a previous page");
}
