/**
 * One line for an audit entry's before and after (JSON objects, or null for a creation or a
 * removal): the fields that changed, as 'role: editor → admin'.
 */
export function describeChange(before: unknown, after: unknown): string {
  const b = asRecord(before);
  const a = asRecord(after);
  if (b === null && a === null) return '';
  if (b === null) return `New: ${listFields(a ?? {})}`;
  if (a === null) return `Removed: ${listFields(b)}`;
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  const changed = keys.filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]));
  if (changed.length === 0) return 'No field changed';
  return changed.map((k) => `${k}: ${show(b[k])} → ${show(a[k])}`).join('; ');
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function listFields(record: Record<string, unknown>): string {
  return Object.entries(record)
    .map(([k, v]) => `${k} ${show(v)}`)
    .join(', ');
}

const MAX = 60;

function show(value: unknown): string {
  if (value === undefined) return '(none)';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX ? `${text.slice(0, MAX - 1)}…` : text;
}
