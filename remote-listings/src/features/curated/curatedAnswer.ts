import * as z from 'zod/mini';
import { curatedAnswerSchemas } from 'contracts/api';

/**
 * Spec (section 7): a curated list is used only when the answer's status is 200. An answer with
 * another status is an empty list, not an error; anything else must match one list's contract.
 * Loaded with the first answer (see curatedEndpoints.ts), never before a screen's first paint.
 */
const notUsedAnswer = z.object({ status: z.number().check(z.refine((s) => s !== 200)) });
export const curatedListAnswerSchema = z.union([...Object.values(curatedAnswerSchemas), notUsedAnswer]);
export type CuratedListAnswer = z.infer<typeof curatedListAnswerSchema>;
