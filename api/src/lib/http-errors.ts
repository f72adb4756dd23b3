import { STATUS_CODES } from 'node:http';

/**
 * An error that is the client's to fix (or a plain "not found"): the error handler answers it
 * as `{ statusCode, error, message }` (+ `fields` for a form) and does not log it as a fault.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly fields: Record<string, string> | undefined;

  constructor(statusCode: number, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.fields = fields;
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) => new HttpError(400, message, fields);
export const notFound = (message: string) => new HttpError(404, message);
export const forbidden = (message: string) => new HttpError(403, message);

/** The JSON body of every error answer. */
export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  /** Fastify's error code, when the framework refused the request itself. */
  code?: string;
  fields?: Record<string, string>;
}

export function errorBody(statusCode: number, message: string, fields?: Record<string, string>): ErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, ...(fields ? { fields } : {}) };
}
