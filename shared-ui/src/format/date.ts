const fmt = new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** '2025-03-14 10:00:00' or ISO → '14 Mar 2025'; unparseable input gives ''. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const d = new Date(value.includes('T') || value.endsWith('Z') ? value : value.replace(' ', 'T') + 'Z');
  return Number.isNaN(d.getTime()) ? '' : fmt.format(d);
}
