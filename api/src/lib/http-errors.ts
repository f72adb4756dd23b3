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

/** The JSON body of every error answer: one definition for every server of the site (contracts). */
export { errorBody } from 'contracts/api/errors';
export type { ApiError as ErrorBody } from 'contracts/api/answers';
