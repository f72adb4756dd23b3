import { z } from 'zod';
import type { FastifyError, FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { apiErrorSchema, fieldErrors } from 'contracts/api';
import { errorBody, HttpError } from '../lib/http-errors';

/**
 * One error format for everything: `{ statusCode, error, message }` (+ `fields` on a form 400).
 * Client mistakes (4xx) are answered with their own message; anything else is a 500 with a
 * generic message and a log line. Input never causes a 5xx: validation, body parsing and size
 * limits all end up here as 4xx.
 */

/** The error body of the contract (contracts/api). */
export const errorSchema = apiErrorSchema;

/** What each error status means on this API (the OpenAPI descriptions). */
export const ERROR_DESCRIPTIONS: ReadonlyMap<number, string> = new Map([
  [400, 'Malformed input: the message says what to fix (a form answer adds `fields`)'],
  [403, 'Not allowed for this caller'],
  [404, 'Nothing at this address'],
  [410, 'Gone for good: the listing was taken off the site'],
  [413, 'Body larger than the 16 KB limit'],
  [414, 'Address too long (sent by the HTTP server or the site proxy)'],
  [415, 'Body is not JSON'],
  [422, 'Idempotency-Key reused with a different body'],
  [429, 'Too many writes from this address; see Retry-After'],
  [431, 'Request headers too large (sent by the HTTP server or the site proxy)'],
  [500, 'Fault on our side (never caused by input)'],
  [502, 'The site proxy could not reach the API'],
  [503, 'Temporarily unavailable'],
  [504, 'The site proxy timed out waiting for the API'],
]);

/** Error entries for a route's `response` schema (the OpenAPI document and the serializer). */
export function errorResponses(...codes: number[]): Record<number, typeof errorSchema> {
  return Object.fromEntries(codes.map((c) => [c, errorSchema.check(z.describe(ERROR_DESCRIPTIONS.get(c) ?? 'Error'))]));
}

interface SafeParser {
  safeParse(data: unknown): { success: true; data: unknown } | { success: false; error: z.ZodError };
}

const PART_NAMES: ReadonlyMap<string, string> = new Map([
  ['querystring', 'query parameter'],
  ['params', 'path parameter'],
  ['body', 'field'],
  ['headers', 'header'],
]);

/**
 * Validation with the route's zod schema. A body gets per-field messages through the shared
 * `fieldErrors` helper (the same messages the form shows); query and path problems get one
 * readable sentence.
 */
export const validatorCompiler: FastifySchemaCompiler<SafeParser> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    if (httpPart === 'body') {
      const fields = fieldErrors<Record<string, unknown>>(result.error) as Record<string, string>;
      const summary = Object.entries(fields)
        .map(([k, m]) => `${k}: ${m}`)
        .join('; ');
      return { error: new HttpError(400, `Please check the form: ${summary}`, fields) };
    }
    const issue = result.error.issues[0];
    const where = issue && issue.path.length > 0 ? ` '${issue.path.join('.')}'` : '';
    const message =
      issue?.code === 'unrecognized_keys'
        ? `Unknown ${PART_NAMES.get(httpPart ?? '') ?? 'parameter'}: ${issue.keys.join(', ')}`
        : `Invalid ${PART_NAMES.get(httpPart ?? '') ?? 'input'}${where}: ${issue?.message ?? 'malformed'}`;
    return { error: new HttpError(400, message) };
  };

/** Anything thrown: an Error, a FastifyError, or a plain object such as @fastify/rate-limit's. */
type Thrown = Partial<FastifyError> & { fields?: Record<string, string> };

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((err: Thrown, req, reply) => {
    const code = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (code >= 400 && code < 500) {
      const fields = err instanceof HttpError ? err.fields : undefined;
      // Fastify's own refusals (body too large, bad JSON, media type) keep their code; the API's
      // own 400s (validation included) speak through message and fields.
      const frameworkCode =
        !(err instanceof HttpError) && typeof err.code === 'string' && err.code.startsWith('FST_')
          ? err.code
          : undefined;
      const body = errorBody(code, err.message || 'Bad request', { code: frameworkCode, fields });
      return reply.code(code).type('application/json; charset=utf-8').send(body);
    }
    req.log.error({ err }, 'request failed');
    const status = code >= 500 && code < 600 ? code : 500;
    return reply
      .code(status)
      .type('application/json; charset=utf-8')
      .send(
        errorBody(
          status,
          status === 503
            ? 'The service is not available right now. Please try again shortly.'
            : 'Something went wrong on our side. Please try again.',
        ),
      );
  });

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? req.url;
    return reply
      .code(404)
      .type('application/json; charset=utf-8')
      .send(errorBody(404, `Nothing at ${req.method} ${path.slice(0, 200)}`));
  });
}
