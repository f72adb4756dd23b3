// Every error the site server answers itself is JSON in the API's shape, { statusCode, code,
// error, message }, with a message written for visitors: never an exception's own text (socket
// errors, file paths, library codes), which says nothing useful to them and too much to a prober.
import { STATUS_CODES } from 'node:http';

const MESSAGES = {
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

/** A stable machine-readable code from the status: 413 → PAYLOAD_TOO_LARGE. */
export function errorCode(statusCode) {
  return (STATUS_CODES[statusCode] ?? 'Error').toUpperCase().replace(/[^A-Z0-9]+/g, '_');
}

export function errorBody(
  statusCode,
  message = MESSAGES[statusCode] ?? STATUS_CODES[statusCode] ?? 'Error',
  code = errorCode(statusCode),
) {
  return { statusCode, code, error: STATUS_CODES[statusCode] ?? 'Error', message };
}

export function sendError(reply, statusCode, message, code) {
  return reply
    .code(statusCode)
    .type('application/json; charset=utf-8')
    .send(errorBody(statusCode, message, code));
}

/**
 * Fastify's documented codes for refusing a body (too large, wrong media type): the API answers
 * the same refusals with the same codes, so a client sees one code whichever of the two refused.
 */
export const bodyRefusalCode = (err) =>
  typeof err?.code === 'string' && /^FST_ERR_CTP_[A-Z_]+$/.test(err.code) ? err.code : undefined;

/** The status an error thrown anywhere maps to: its own 4xx, otherwise `fallback` (500). */
export function statusOf(err, fallback = 500) {
  const code = Number(err?.statusCode);
  return Number.isInteger(code) && code >= 400 && code < 500 ? code : fallback;
}

/** A Fastify error handler that answers every error with a plain message of its status. */
export function plainErrorHandler(fallback = 500) {
  return (err, _req, reply) => {
    const status = statusOf(err, fallback);
    return sendError(reply, status, undefined, status < 500 ? bodyRefusalCode(err) : undefined);
  };
}
