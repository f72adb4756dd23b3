/** Index math for the full-screen view: wraps at both ends; bad input stays in range. */
export function stepIndex(index: number, total: number, step: number): number {
  if (!Number.isInteger(total) || total <= 0) return 0;
  const i = Number.isFinite(index) ? Math.trunc(index) : 0;
  const s = Number.isFinite(step) ? Math.trunc(step) : 0;
  return (((i + s) % total) + total) % total;
}

/** Horizontal swipes of at least this many pixels change the picture. */
export const SWIPE_MIN_PX = 50;

/**
 * A touch move → -1 (previous, finger moved right), 1 (next, finger moved left) or 0 (a tap,
 * a short move or a mostly vertical scroll).
 */
export function swipeStep(dx: number, dy: number, minPx = SWIPE_MIN_PX): -1 | 0 | 1 {
  if (!Number.isFinite(dx) || !Number.isFinite(dy)) return 0;
  if (Math.abs(dx) < minPx || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/** Keyboard: ArrowLeft → previous, ArrowRight → next, anything else → 0. */
export function keyStep(key: string): -1 | 0 | 1 {
  if (key === 'ArrowLeft') return -1;
  if (key === 'ArrowRight') return 1;
  return 0;
}
