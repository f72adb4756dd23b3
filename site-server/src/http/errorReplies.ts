// Every error the site server answers itself is JSON in the API's shape, { statusCode, code,
// error, message }, with a message written for visitors: never an exception's own text (socket
// errors, file paths, library codes), which says nothing useful to them and too much to a prober.
// The body itself is the contracts' (contracts/api/errors), the API's too.
import { errorBody as sharedErrorBody, errorCode, errorReason } from 'contracts/api/errors';
import type { ApiError } from 'contracts/api/answers';
import type { FastifyReply, FastifyRequest } from 'fastify';

export { errorCode };

const MESSAGES: Record<number, string> = {
  400: 'The request is malformed.',
  403: 'This file is not available.',
  404: 'Nothing here.',
  405: 'This method is not allowed here.',
  413: 'The request body is too large.',
  415: 'This content type is not accepted here.',
  429: 'Too many requests. Please wait a minute and try again.',
  500: 'Something went wrong on our side. Please try again.',
  502: 'The site could not reach its data service. Please try again shortly.',
  503: 'The service is not available right now. Please try again shortly.',
  504: 'The data service took too long to answer. Please try again.',
};

/** The body of an error the site server answers: always with a code. */
export function errorBody(
  statusCode: number,
  message: string = MESSAGES[statusCode] ?? errorReason(statusCode),
  code: string = errorCode(statusCode),
): ApiError {
  return sharedErrorBody(statusCode, message, { code });
}

/** The part of a Fastify reply (of any server type) an error answer uses. */
export interface ErrorReplyTarget {
  code(statusCode: number): ErrorReplyTarget;
  type(contentType: string): ErrorReplyTarget;
  send(payload?: unknown): ErrorReplyTarget;
}

/** Answers the error as JSON (the reply is sent; it is returned for the handler to return). */
export function sendError<R extends ErrorReplyTarget>(
  reply: R,
  statusCode: number,
  message?: string,
  code?: string,
): R {
  reply
    .code(statusCode)
    .type('application/json; charset=utf-8')
    .send(errorBody(statusCode, message, code));
  return reply;
}

/** What the error handlers read of an error thrown anywhere (Fastify's, a library's, ours). */
export interface ThrownError {
  statusCode?: unknown;
  code?: unknown;
}

/**
 * Fastify's documented codes for refusing a body (too large, wrong media type): the API answers
 * the same refusals with the same codes, so a client sees one code whichever of the two refused.
 */
export const bodyRefusalCode = (err: ThrownError | null | undefined): string | undefined =>
  typeof err?.code === 'string' && /^FST_ERR_CTP_[A-Z_]+$/.test(err.code) ? err.code : undefined;

/** The status an error thrown anywhere maps to: its own 4xx, otherwise `fallback` (500). */
export function statusOf(err: ThrownError | null | undefined, fallback = 500): number {
  const code = Number(err?.statusCode);
  return Number.isInteger(code) && code >= 400 && code < 500 ? code : fallback;
}

/** A Fastify error handler that answers every error with a plain message of its status. */
export function plainErrorHandler(
  fallback = 500,
): (err: ThrownError, req: FastifyRequest, reply: FastifyReply) => FastifyReply {
  return (err, _req, reply) => {
    const status = statusOf(err, fallback);
    return sendError(reply, status, undefined, status < 500 ? bodyRefusalCode(err) : undefined);
  };
}
