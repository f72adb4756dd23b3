import { startTransition, useEffect, useState } from 'react';

/** True for `ms` after `key` changes (and at first): the listing screens' ~1 s spinner. */
export function useSettleDelay(key: string, ms: number): boolean {
  const [settledKey, setSettledKey] = useState<string | null>(null);
  useEffect(() => {
    // A transition: the results that replace the spinner render in slices, not one long task.
    const id = window.setTimeout(() => startTransition(() => setSettledKey(key)), ms);
    return () => window.clearTimeout(id);
  }, [key, ms]);
  return settledKey !== key;
}
