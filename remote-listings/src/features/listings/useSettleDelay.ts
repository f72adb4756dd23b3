import { startTransition, useEffect, useState } from 'react';

/**
 * True for `ms` after `key` changes: the listing screens' ~1 s spinner after a visitor's change.
 * At first it is true too, unless `settledAtFirst`: the results are already there (the server's
 * HTML shows them, or the visitor came back to data already shown), and are shown at once.
 */
export function useSettleDelay(key: string, ms: number, settledAtFirst = false): boolean {
  const [settledKey, setSettledKey] = useState<string | null>(() => (settledAtFirst ? key : null));
  useEffect(() => {
    // A transition: the results that replace the spinner render in slices, not one long task.
    const id = window.setTimeout(() => startTransition(() => setSettledKey(key)), ms);
    return () => window.clearTimeout(id);
  }, [key, ms]);
  return settledKey !== key;
}
