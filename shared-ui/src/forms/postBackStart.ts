import type { FormPostBack } from 'contracts/forms';
import { describeWriteFailure, type WriteFailureOptions } from './describeFailure';

export interface PostBackStart<F extends string, E> {
  /** Each visible field's message (or mark) to start with. */
  errors: Partial<Record<F, E | string>>;
  /** The sentence a failed send is told with, or null. */
  failure: string | null;
}

/**
 * Where a form starts after a plain post that was not stored (contracts/forms): the schema's
 * messages as the form shows its own checks (`checked`), or the failed send told as the form tells
 * a failed send with JavaScript.
 */
export function postBackStart<F extends string, E = string>(
  postBack: FormPostBack | null,
  options: WriteFailureOptions<F>,
  checked: (schemaMessages: Readonly<Record<string, string>>) => Partial<Record<F, E>>,
): PostBackStart<F, E> {
  if (!postBack) return { errors: {}, failure: null };
  if (!postBack.failure) return { errors: checked(postBack.errors), failure: null };
  const told = describeWriteFailure(postBack.failure, options);
  return { errors: told.fields, failure: told.message };
}

/** A post-back's values for the form's own fields (text only), over the form's empty values. */
export function postBackValues<V extends { [K in keyof V]: string }>(postBack: FormPostBack | null, empty: V): V {
  if (!postBack) return empty;
  const out: Record<string, string> = { ...(empty as Record<string, string>) };
  for (const name of Object.keys(empty)) {
    const value = Object.hasOwn(postBack.values, name) ? postBack.values[name] : undefined;
    if (typeof value === 'string') out[name] = value;
  }
  return out as unknown as V;
}
