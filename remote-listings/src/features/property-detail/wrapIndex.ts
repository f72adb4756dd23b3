/** Index `i` wrapped into 0..count-1 (so "next" after the last photo is the first); 0 when empty. */
export function wrapIndex(i: number, count: number): number {
  if (!Number.isFinite(i) || count <= 0) return 0;
  return ((Math.trunc(i) % count) + count) % count;
}
