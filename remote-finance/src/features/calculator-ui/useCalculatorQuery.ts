import { useEffect, useRef } from 'react';
import type { UnknownAction } from '@reduxjs/toolkit';
import { useServerPage, useServerRedirect } from 'shared-ui';
import { useSearchParams } from 'shared-ui/router';
import { useAppDispatch, useAppSelector, useAppStore } from '../../store/hooks';
import type { RootState } from '../../store/makeStore';
import { canonicalRedirect, type CalculatorQuery } from '../calculator-query';

/** Slider drags change the inputs many times a second; the URL follows once they settle. */
const URL_WRITE_DELAY_MS = 250;

export interface CalculatorQuerySync<I> extends CalculatorQuery<I> {
  selectInputs: (state: RootState) => I;
  /** The action that replaces the inputs with ones read (and validated) from the URL. */
  hydrated: (inputs: I) => UnknownAction;
}

/**
 * Keeps a calculator's slice and the URL query string in step.
 *
 * On the server (where no effect runs) the URL's inputs go into this request's store before
 * anything reads it, so a shared or reloaded link's HTML, and the state the browser starts from,
 * show its own figures, with or without JavaScript. A query whose values are not the canonical
 * ones (a preset, absurd numbers) is answered with a redirect; other parameters are kept.
 *
 * In the browser a query that did not come from this hook (client navigation, back/forward) is
 * read into the store, validated; afterwards every change of the inputs is written back with
 * `replace`, so history stays short. The router applies a URL write as a transition: a keystroke
 * that lands before it commits renders with the previous query. So the store is read from the URL
 * only when the query itself changed, and not to one this hook wrote; a render that merely has not
 * caught up with our own write yet must not put the older URL's value back over what was just typed.
 */
export function useCalculatorQuery<I>({ path, parse, toQuery, selectInputs, hydrated }: CalculatorQuerySync<I>): void {
  const [params, setParams] = useSearchParams();
  const dispatch = useAppDispatch();
  const store = useAppStore();

  const serverPage = useServerPage();
  const fromServerUrl = serverPage ? parse(serverPage.url.searchParams) : null;
  const canonical = fromServerUrl && toQuery(fromServerUrl);
  if (canonical !== null && canonical !== toQuery(selectInputs(store.getState())))
    dispatch(hydrated(fromServerUrl as I));
  useServerRedirect(canonical !== null ? canonicalRedirect(serverPage?.url.search ?? '', canonical, path) : null);

  const inputs = useAppSelector(selectInputs);
  const search = params.toString();
  /** The query string of the previous run (null before the first read). */
  const seen = useRef<string | null>(null);
  /** The query string this hook wrote last. */
  const written = useRef<string | null>(null);

  useEffect(() => {
    if (search !== seen.current) {
      seen.current = search;
      if (search !== written.current) {
        dispatch(hydrated(parse(new URLSearchParams(search))));
        const next = toQuery(selectInputs(store.getState()));
        // Absurd parameters are replaced by the clamped values actually used.
        if (search !== '' && next !== search) {
          written.current = next;
          setParams(new URLSearchParams(next), { replace: true, preventScrollReset: true });
        }
        return undefined;
      }
    }
    const next = toQuery(inputs);
    if (next === search) return undefined;
    const timer = setTimeout(() => {
      written.current = next;
      setParams(new URLSearchParams(next), { replace: true, preventScrollReset: true });
    }, URL_WRITE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, inputs, dispatch, store, setParams, parse, toQuery, selectInputs, hydrated]);
}
