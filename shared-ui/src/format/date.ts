const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** India has one zone, UTC+05:30, and no daylight saving. */
const IST_OFFSET_MS = 330 * 60_000;

/**
 * '2025-03-14 10:00:00' (UTC, as the API stores it) or ISO → '14 Mar 2025' in Indian time;
 * unparseable input gives ''. Plain arithmetic instead of Intl.DateTimeFormat with a time zone,
 * whose construction costs tens of milliseconds of a phone's first render.
 */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const d = new Date(value.includes('T') || value.endsWith('Z') ? value : value.replace(' ', 'T') + 'Z');
  if (Number.isNaN(d.getTime())) return '';
  const ist = new Date(d.getTime() + IST_OFFSET_MS);
  return `${String(ist.getUTCDate()).padStart(2, '0')} ${MONTHS[ist.getUTCMonth()]} ${ist.getUTCFullYear()}`;
}
