import { useLayoutEffect, useRef } from 'react';
import { useNavigationType } from 'shared-ui/router';
import { useServerRendered } from 'shared-ui';

const PREFIX = 'listing-scroll:';

/** The page's address as the scroll memory knows it (its query says which cards and how many pages). */
const here = (): string => `${PREFIX}${window.location.pathname}${window.location.search}`;

/** A remembered position: a whole, non-negative number of pixels, or null (none, or unreadable). */
export function readScroll(storage: Pick<Storage, 'getItem'>, key: string): number | null {
  try {
    const raw = storage.getItem(key);
    if (raw === null || !/^\d{1,7}$/.test(raw)) return null;
    return Number(raw);
  } catch {
    return null; // storage blocked: nothing remembered
  }
}

function writeScroll(key: string, y: number): void {
  try {
    window.sessionStorage.setItem(key, String(Math.max(0, Math.round(y))));
  } catch {
    // storage full or blocked: going back starts at the top, as it would without this
  }
}

/**
 * Back to a listing (the browser's back button after a property page) returns to where the
 * visitor was: the position is remembered per address while the screen shows, and put back once
 * the cards are there (`ready`). The browser's own restoration cannot do it: it runs before the
 * listing is rendered again. A page loaded from the server is left to the browser (its HTML is
 * whole), and a new visit (a link, a filter change) starts where the site puts it.
 */
export function useScrollMemory(ready: boolean): void {
  const navigationType = useNavigationType();
  const fromServer = useServerRendered();
  const done = useRef(false);

  useLayoutEffect(() => {
    if (done.current || !ready) return;
    done.current = true;
    if (fromServer || navigationType !== 'POP') return;
    const y = readScroll(window.sessionStorage, here());
    if (y !== null) window.scrollTo(0, y);
  }, [ready, fromServer, navigationType]);

  // A layout effect: its clean-up runs before the next screen's scroll to the top is made, so that
  // scroll is never remembered as this list's.
  useLayoutEffect(() => {
    const remember = () => writeScroll(here(), window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);
}
