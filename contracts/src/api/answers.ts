import * as z from 'zod/mini';
import { described, int, okStatus } from './fields';

/**
 * Answers shared by every route: the error body, the writes' success and the health check.
 */

/** Every error: `{ statusCode, error, message }`, + `code` and `fields` where they apply. */
export const apiErrorSchema = z.object({
  statusCode: int(),
  error: z.string(),
  message: z.string(),
  code: described(
    z.optional(z.string()),
    "The framework's code when it refused the request itself (e.g. FST_ERR_CTP_BODY_TOO_LARGE, FST_ERR_BAD_URL)",
  ),
  fields: described(z.optional(z.record(z.string(), z.string())), 'Per-field messages of a form'),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** POST /api/request-form and POST /api/loan-lead: the stored row's id. */
export const writeAnswerSchema = z.object({
  status: okStatus,
  id: described(int(), 'Id of the stored row (0 when nothing was stored)'),
});
export type WriteAnswer = z.infer<typeof writeAnswerSchema>;

/** GET /api/health: the database answers. */
export const healthAnswerSchema = z.object({ status: z.literal('ok') });
/** GET /api/health when the database does not answer (503). */
export const healthFailureSchema = z.object({
  status: z.literal('error'),
  statusCode: z.literal(503),
  error: z.string(),
  message: z.string(),
});
export type HealthAnswer = z.infer<typeof healthAnswerSchema>;
