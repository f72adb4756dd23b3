import type { PayloadAction, UnknownAction } from '@reduxjs/toolkit';
import { SERVER_STATE_ACTION } from 'shared-ui';

/**
 * A calculator's inputs in its page's query string: read (validated) and written (canonical), so
 * a calculation can be shared, survives a reload, and works as a GET form without JavaScript.
 */
export interface CalculatorQuery<I> {
  /** The calculator's route: the GET form's action and a redirect's target. */
  path: string;
  /** Whatever the query holds, as valid inputs (garbage: the default; out of range: clamped). */
  parse: (params: URLSearchParams) => I;
  /** The canonical query of some inputs: fixed keys in sorted order, so equal inputs give equal text. */
  toQuery: (inputs: I) => string;
}

/**
 * The name a preset button submits its value under in the page's GET form (without JavaScript):
 * `pick-amount` beside the `amount` field (one name per control keeps the form's fields distinct).
 */
export const pickName = (field: string): string => `pick-${field}`;

/** A field's value in a query: a picked preset's if one was submitted, else the field's (the last value of a name). */
export function fieldParam(params: URLSearchParams, name: string): string | null {
  return params.getAll(pickName(name)).at(-1) ?? params.getAll(name).at(-1) ?? null;
}

/**
 * Where a calculator's page should send a request for `search`, or null to render it: only the
 * calculator's own parameters (its fields and `pick-…` presets) count, in any order; any other
 * parameter (a campaign tag, a team's remote override) is kept as it was.
 */
export function canonicalRedirect(search: string, canonical: string, path: string): string | null {
  const fields = new Set(new URLSearchParams(canonical).keys());
  const asked = [...new URLSearchParams(search)];
  const isOwn = ([name]: [string, string]) => fields.has(name) || fields.has(name.replace(/^pick-/, ''));
  const own = new URLSearchParams(asked.filter(isOwn));
  if (own.size === 0 || isCanonicalQuery(own.toString(), canonical)) return null;
  const others = new URLSearchParams(asked.filter((p) => !isOwn(p))).toString();
  return `${path}?${canonical}${others ? `&${others}` : ''}`;
}

/** Whether a query (any order) is the canonical `query`: kept pages are keyed with sorted parameters. */
export function isCanonicalQuery(search: string, canonical: string): boolean {
  const sorted = new URLSearchParams(search);
  sorted.sort();
  return sorted.toString() === canonical;
}

/**
 * The inputs a server render sent with the page, checked again as if read from a URL (they may
 * come from another release of this remote): null unless they are valid and canonical.
 */
export function checkedServerInputs<I>(served: unknown, { parse, toQuery }: CalculatorQuery<I>): I | null {
  if (typeof served !== 'object' || served === null) return null;
  const query = toQuery(served as I);
  const inputs = parse(new URLSearchParams(query));
  return toQuery(inputs) === query ? inputs : null;
}

/** The action that brings a server render's store states (remote name → state) into the browser's store. */
export const isServerState = (action: UnknownAction): action is PayloadAction<Record<string, unknown>> =>
  action.type === SERVER_STATE_ACTION;
