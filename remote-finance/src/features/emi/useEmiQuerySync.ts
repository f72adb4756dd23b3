import { useEffect, useRef } from 'react';
import { useServerPage, useServerRedirect } from 'shared-ui';
import { useSearchParams } from 'shared-ui/router';
import { useAppDispatch, useAppSelector, useAppStore } from '../../store/hooks';
import { emiQueryString, parseEmiQuery } from './emiQuery';
import { emiHydrated, selectEmiInputs } from './emiSlice';

/** Slider drags change the inputs many times a second; the URL follows once they settle. */
const URL_WRITE_DELAY_MS = 250;
/** The calculator's route (the GET form's action and a redirect's target). */
export const EMI_PATH = '/emi-calculator';

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
  // On the server no effect runs: the URL's inputs go into this request's store before anything
  // reads it, so a shared or reloaded link's HTML (and the state the browser starts from) shows
  // its own figures, with or without JavaScript. A query whose values are not the canonical ones (a
  // preset's second value, absurd numbers, other parameters) is answered with a redirect to them.
  const serverPage = useServerPage();
  const fromServerUrl = serverPage ? parseEmiQuery(serverPage.url.searchParams) : null;
  if (fromServerUrl && emiQueryString(fromServerUrl) !== emiQueryString(selectEmiInputs(store.getState())))
    dispatch(emiHydrated(fromServerUrl));
  // Compared sorted, as kept pages are keyed: the form's field order alone is the same page.
  const serverQuery = new URLSearchParams(serverPage?.url.search);
  serverQuery.sort();
  const canonical = fromServerUrl && emiQueryString(fromServerUrl); // its keys are in sorted order
  useServerRedirect(
    canonical && serverQuery.size > 0 && serverQuery.toString() !== canonical ? `${EMI_PATH}?${canonical}` : null,
  );
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
