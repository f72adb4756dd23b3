/**
 * The schedule input: a `datetime-local` value (no zone) read as India time, whatever the zone
 * of the staff member's machine, and sent to the API as ISO 8601 with its +05:30 offset.
 * India has one zone and no daylight saving, so the offset is fixed.
 */
const IST_OFFSET_MS = 330 * 60_000;
const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

const two = (n: number) => String(n).padStart(2, '0');

/**
 * '2026-12-01T09:00' → '2026-12-01T09:00:00+05:30'; null for anything that is not a real
 * date and time (the browser's picker sends `YYYY-MM-DDTHH:mm`, sometimes with seconds).
 */
export function indiaInputToIso(value: string): string | null {
  const match = LOCAL_INPUT.exec(value.trim());
  if (match === null) return null;
  const [, y, mo, d, h, mi, s = '00'] = match;
  const parts = [y, mo, d, h, mi, s].map(Number) as [number, number, number, number, number, number];
  const [year, month, day, hour, minute, second] = parts;
  // Date.UTC rolls 31 Nov over into 1 Dec: a value that does not come back unchanged is no date.
  const utc = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  if (
    year < 1000 ||
    utc.getUTCFullYear() !== year ||
    utc.getUTCMonth() !== month - 1 ||
    utc.getUTCDate() !== day ||
    utc.getUTCHours() !== hour ||
    utc.getUTCMinutes() !== minute ||
    utc.getUTCSeconds() !== second
  )
    return null;
  return `${y}-${mo}-${d}T${h}:${mi}:${s}+05:30`;
}

/** An instant from the API ('2026-11-28T18:30:00.000Z') as the input shows it in India time ('2026-11-29T00:00'); '' when unreadable. */
export function isoToIndiaInput(iso: string): string {
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) return '';
  const ist = new Date(ms + IST_OFFSET_MS);
  return `${ist.getUTCFullYear()}-${two(ist.getUTCMonth() + 1)}-${two(ist.getUTCDate())}T${two(ist.getUTCHours())}:${two(ist.getUTCMinutes())}`;
}

export type ScheduleCheck = { ok: true; at: string } | { ok: false; message: string };

export const SCHEDULE_MESSAGES = {
  empty: 'Choose the date and time to publish at (India time).',
  invalid: 'Give a real date and time, e.g. 1 Dec 2026, 09:00 (India time).',
  past: 'That time has passed: choose a time in the future (India time).',
} as const;

/**
 * The schedule input checked before anything is sent: a time in the future gives the ISO
 * instant for the API; an empty, impossible or past time gives the sentence to show.
 */
export function checkScheduleInput(value: string, now: Date): ScheduleCheck {
  if (value.trim() === '') return { ok: false, message: SCHEDULE_MESSAGES.empty };
  const at = indiaInputToIso(value);
  if (at === null) return { ok: false, message: SCHEDULE_MESSAGES.invalid };
  if (Date.parse(at) <= now.getTime()) return { ok: false, message: SCHEDULE_MESSAGES.past };
  return { ok: true, at };
}
