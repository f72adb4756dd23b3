import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

/**
 * The sentence a staff screen shows for a failed call: the API's own message when it sent one
 * (its error body's `message`, written for people), else one for the kind of failure.
 */
export function failureMessage(error: FetchBaseQueryError | SerializedError | undefined): string {
  if (error === undefined) return '';
  if ('status' in error) {
    if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR')
      return 'The server cannot be reached. Check the connection and try again.';
    const data = error.data as { message?: unknown } | undefined;
    if (typeof data?.message === 'string' && data.message.length > 0) return data.message;
    if (error.status === 403) return 'Your role does not allow this.';
    if (typeof error.status === 'number' && error.status >= 500) return 'The server failed; please try again.';
  }
  return 'Something went wrong; please try again.';
}

/** The API's per-field messages of a 400 (its error body's `fields`), keyed by field name. */
export function fieldMessages(error: FetchBaseQueryError | SerializedError | undefined): Record<string, string> {
  if (error === undefined || !('status' in error) || error.status !== 400) return {};
  const fields = (error.data as { fields?: unknown } | undefined)?.fields;
  if (fields === null || typeof fields !== 'object') return {};
  return Object.fromEntries(
    Object.entries(fields as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}
