import { formatDate } from 'shared-ui';

const IST_OFFSET_MS = 330 * 60_000;

/** '28 Nov 2026, 15:35 IST': the firm works in India time whatever the staff machine's zone. */
export function formatDateTime(iso: string): string {
  const day = formatDate(iso);
  if (day === '') return '';
  const ist = new Date(Date.parse(iso) + IST_OFFSET_MS);
  const hh = String(ist.getUTCHours()).padStart(2, '0');
  const mm = String(ist.getUTCMinutes()).padStart(2, '0');
  return `${day}, ${hh}:${mm} IST`;
}
