import { parseFavoriteKey } from 'shared-ui';
import { MAX_COMPARE, MAX_IDS_PER_CALL } from 'contracts/api';

/** The listing ids of the saved keys, the most recently saved first, each once. */
export function shortlistIds(keys: readonly string[]): number[] {
  const ids: number[] = [];
  for (let i = keys.length - 1; i >= 0; i--) {
    const id = parseFavoriteKey(keys[i] ?? '')?.id;
    if (id !== undefined && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** The ids in pages of one API call each. */
export function chunkIds(ids: readonly number[], size = MAX_IDS_PER_CALL): number[][] {
  const chunks: number[][] = [];
  for (let i = 0; i < ids.length; i += size) chunks.push(ids.slice(i, i + size));
  return chunks;
}

/** Ticks a property for compare (at most four) or unticks it; the selection keeps the shortlist's order. */
export function toggleSelection(selected: readonly number[], id: number, order: readonly number[]): number[] {
  if (selected.includes(id)) return selected.filter((s) => s !== id);
  if (selected.length >= MAX_COMPARE) return [...selected];
  const next = new Set([...selected, id]);
  return order.filter((o) => next.has(o));
}

/** The selection without ids no longer on the shortlist (removed here or in another tab). */
export function keepSelected(selected: readonly number[], ids: readonly number[]): number[] {
  const kept = selected.filter((s) => ids.includes(s));
  return kept.length === selected.length ? (selected as number[]) : kept;
}
