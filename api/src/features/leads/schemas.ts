import type { StaffLeadsExportQuery } from 'contracts/api';
import { badRequest } from '../../lib/http-errors';
import type { Cursor, LeadFilter } from './repository';

/**
 * The leads routes validate with the shared schemas (contracts/api/staffLeads.ts); this module
 * turns their text into the repository's terms: the filter, and the opaque paging cursor.
 */

export {
  staffLeadChangeSchema,
  staffLeadNoteBodySchema,
  staffLeadParamsSchema,
  staffLeadsExportQuerySchema,
  staffLeadsQuerySchema,
} from 'contracts/api';

export function filterOf(query: StaffLeadsExportQuery): LeadFilter {
  return {
    kind: query.kind,
    status: query.status,
    assignee: query.assignee === undefined || query.assignee === 'none' ? query.assignee : Number(query.assignee),
    q: query.q === undefined || query.q === '' ? undefined : query.q,
  };
}

/** The cursor as base64url JSON: opaque to callers, so its form can change without breaking them. */
export const encodeCursor = (c: Cursor): string =>
  Buffer.from(JSON.stringify([c.at, c.rank, c.id])).toString('base64url');

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
    parsed.length === 3 &&
    typeof parsed[0] === 'string' &&
    ISO.test(parsed[0]) &&
    (parsed[1] === 0 || parsed[1] === 1) &&
    Number.isSafeInteger(parsed[2])
  )
    return { at: parsed[0], rank: parsed[1], id: Number(parsed[2]) };
  throw badRequest("Invalid query parameter 'before': use the nextBefore of a previous page");
}
