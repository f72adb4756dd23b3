import type { MouseEvent } from 'react';

/** A plain left click on a link (no new tab or window asked for): the screen handles it in place. */
export const plainClick = (e: MouseEvent<HTMLAnchorElement>): boolean =>
  e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
