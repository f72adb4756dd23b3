import { useCallback, useRef, useState, type FormEvent } from 'react';
import { createAttemptKeeper, newIdempotencyKey } from './idempotencyKey';

export interface IdempotentSubmitOptions<V, P, R> {
  /** The form's empty values: the start, and what a success resets to. */
  initial: V;
  /** Where the form starts instead (a plain post rendered again with what was typed); default `initial`. */
  start?: V;
  /**
   * Checks the values before anything is sent: returns the payload to send, or null when the
   * form has shown its own messages. Also where a form clears an earlier send's status. May be
   * async (rules loaded on first use); a rejection is a failure like a failed send.
   */
  prepare: (values: V) => P | null | Promise<P | null>;
  /** Sends the payload with its Idempotency-Key; rejects on any failure. */
  send: (payload: P, idempotencyKey: string) => Promise<R>;
  /** After the server stored it (the values are already reset). */
  onSent?: (result: R, payload: P) => void;
  /** After a failure (the values are kept, so a retry sends the same data with the same key). */
  onFailed?: (error: unknown) => void;
  /** Tests pass a predictable key maker. */
  makeKey?: () => string;
}

export interface IdempotentSubmit<V> {
  values: V;
  setValue: <K extends keyof V>(field: K, value: V[K]) => void;
  /** True from the send until its answer: the submit button is disabled meanwhile. */
  sending: boolean;
  /** The form's onSubmit. A second submit while one is in flight does nothing. */
  handleSubmit: (event?: FormEvent<HTMLFormElement>) => Promise<void>;
}

/**
 * One way to send a form once: the payload is sent with one Idempotency-Key per attempt, kept
 * across retries of the same data and new when the data changes or after a success; a double
 * click (or a submit that bypasses the disabled button) sends once; a failure keeps the input.
 */
export function useIdempotentSubmit<V, P, R>(options: IdempotentSubmitOptions<V, P, R>): IdempotentSubmit<V> {
  const [values, setValues] = useState<V>(options.start ?? options.initial);
  const [sending, setSending] = useState(false);
  // A ref, not state: a second press in the same tick must already see the send in flight.
  const inFlight = useRef(false);
  const [keeper] = useState(() => createAttemptKeeper(options.makeKey ?? newIdempotencyKey));

  const setValue = useCallback(<K extends keyof V>(field: K, value: V[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
  }, []);

  // A new function each render, so it always checks the values on screen.
  const handleSubmit = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const prepared = options.prepare(values);
      // A sync check stays sync, so the button is disabled in the same render as the press.
      const payload = prepared instanceof Promise ? await prepared : prepared;
      if (payload === null) return;
      setSending(true);
      const result = await options.send(payload, keeper.keyFor(JSON.stringify(payload)));
      keeper.reset();
      setValues(options.initial);
      options.onSent?.(result, payload);
    } catch (error) {
      options.onFailed?.(error);
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  return { values, setValue, sending, handleSubmit };
}
