import { useEffect, useRef } from 'react';
import { useSearchParams } from 'shared-ui/router';
import { useAppDispatch, useAppSelector, useAppStore } from '../../store/hooks';
import { emiQueryString, parseEmiQuery } from './emiQuery';
import { emiHydrated, selectEmiInputs } from './emiSlice';

/** Slider drags change the inputs many times a second; the URL follows once they settle. */
const URL_WRITE_DELAY_MS = 250;

/**
 * Keeps the calculator's slice and the URL query string in step. A query that did not come from
 * this hook (first visit, shared link, reload, back/forward) is read into the store, validated;
 * afterwards every change of the inputs is written back with `replace`, so history stays short.
 *
 * The router applies a URL write as a transition: a keystroke that lands before it commits renders
 * with the previous query. So the store is read from the URL only when the query itself changed,
 * and not to one this hook wrote; a render that merely has not caught up with our own write yet
 * must not put the older URL's amount back over what was just typed.
 */
export function useEmiQuerySync(): void {
  const [params, setParams] = useSearchParams();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const inputs = useAppSelector(selectEmiInputs);
  const search = params.toString();
  /** The query string of the previous run (null before the first read). */
  const seen = useRef<string | null>(null);
  /** The query string this hook wrote last. */
  const written = useRef<string | null>(null);

  useEffect(() => {
    if (search !== seen.current) {
      seen.current = search;
      if (search !== written.current) {
        dispatch(emiHydrated(parseEmiQuery(new URLSearchParams(search))));
        const canonical = emiQueryString(selectEmiInputs(store.getState()));
        // Absurd parameters are replaced by the clamped values actually used.
        if (search !== '' && canonical !== search) {
          written.current = canonical;
          setParams(new URLSearchParams(canonical), { replace: true, preventScrollReset: true });
        }
        return undefined;
      }
    }
    const next = emiQueryString(inputs);
    if (next === search) return undefined;
    const timer = setTimeout(() => {
      written.current = next;
      setParams(new URLSearchParams(next), { replace: true, preventScrollReset: true });
    }, URL_WRITE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, inputs, dispatch, store, setParams]);
}
