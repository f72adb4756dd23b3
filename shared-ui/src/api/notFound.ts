import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** Per call options of the site's base query (an endpoint's `extraOptions`). */
export interface SiteQueryOptions {
  /**
   * "No such thing" (404, or 400 for an id or slug the API refuses outright) is an answer, `null`,
   * not a failure: cached like any answer, so a page the server rendered as not found hydrates as
   * not found without asking again. Pair it with `orNotFound(schema)`.
   */
  notFoundIsAnswer?: boolean;
}

/** True for the API's "there is no such thing" answers. */
export function isNotFound(error: FetchBaseQueryError | undefined): boolean {
  return error?.status === 404 || error?.status === 400;
}

/** An answer's schema that also accepts the `null` of a not-found answer (`notFoundIsAnswer`). */
export function orNotFound<S extends StandardSchemaV1>(
  schema: S,
): StandardSchemaV1<StandardSchemaV1.InferInput<S> | null, StandardSchemaV1.InferOutput<S> | null> {
  return {
    '~standard': {
      version: 1,
      vendor: schema['~standard'].vendor,
      validate: (value) => (value === null ? { value: null } : schema['~standard'].validate(value)),
    },
  };
}
