import type { FetchBaseQueryError, NamedSchemaError, SchemaFailureInfo } from '@reduxjs/toolkit/query';

/**
 * Answers are checked against their contract schemas (contracts/api) at the edge: each endpoint
 * names its schema (`rawResponseSchema`) and every remote's `createApi` passes this converter as
 * `catchSchemaFailure`. A malformed answer then fails like an answer that is not JSON
 * (PARSING_ERROR): the screen shows its usual error state with a retry, never a crash or blanks.
 */
export function schemaFailureAsError(error: NamedSchemaError, info: SchemaFailureInfo): FetchBaseQueryError {
  const issue = error.issues[0];
  const where = issue?.path?.map((p) => (typeof p === 'object' ? String(p.key) : String(p))).join('.') || 'answer';
  return {
    status: 'PARSING_ERROR',
    originalStatus: 200,
    data: '',
    error: `${info.endpoint}: the answer does not match its contract (${where}: ${issue?.message ?? 'malformed'})`,
  };
}
