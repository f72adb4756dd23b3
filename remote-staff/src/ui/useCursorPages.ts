import { useState } from 'react';

/**
 * The pages a list screen shows: the first, then one per 'older' press, each named by the cursor
 * (`nextBefore`) the page before it answered. New filters start again from the first page.
 */
export function useCursorPages() {
  const [pages, setPages] = useState<(string | undefined)[]>([undefined]);
  return {
    pages,
    more: (next: string) => setPages((p) => [...p, next]),
    reset: () => setPages([undefined]),
  };
}
