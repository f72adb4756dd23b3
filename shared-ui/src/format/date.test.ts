import { formatDate } from './date';

/**
 * The API's '2025-12-31 18:30:00' is UTC; read as local time it gives the wrong day in India. In
 * UTC both readings agree, so `npm test` runs this file a second time with TZ=Asia/Kolkata.
 */
const zone = process.env.TZ;

describe('formatDate', () => {
  it('formats API timestamps (UTC) as the Indian calendar date', () => {
    expect(formatDate('2025-03-14 10:00:00')).toBe('14 Mar 2025');
    expect(formatDate('2025-09-01')).toBe('01 Sep 2025');
  });

  it('moves to the next day after 18:30 UTC, when it is already past midnight in India', () => {
    expect(formatDate('2025-12-31 18:29:59')).toBe('31 Dec 2025');
    expect(formatDate('2025-12-31 18:30:00')).toBe('01 Jan 2026');
    expect(formatDate('2024-02-28T20:00:00Z')).toBe('29 Feb 2024');
  });

  it('names every month', () => {
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    months.forEach((name, i) => {
      expect(formatDate(`2025-${String(i + 1).padStart(2, '0')}-15 10:00:00`)).toBe(`15 ${name} 2025`);
    });
  });

  it('reads a trailing Z without a T as UTC too', () => {
    expect(formatDate('2025-12-31 18:30:00Z')).toBe('01 Jan 2026');
    expect(formatDate('2025-12-31 18:29:00Z')).toBe('31 Dec 2025');
  });

  it('honours an explicit offset in ISO input', () => {
    expect(formatDate('2025-06-10T23:00:00+05:30')).toBe('10 Jun 2025');
  });

  it('gives an empty string for missing or unparseable input', () => {
    expect(formatDate('')).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate('2025-13-45 10:00:00')).toBe('');
  });

  (zone === 'Asia/Kolkata' ? it : it.skip)(
    'runs in Indian time when started with TZ=Asia/Kolkata (so the UTC checks above mean something)',
    () => {
      expect(new Date('2025-06-01T00:00:00Z').getTimezoneOffset()).toBe(-330);
      // What the bug would print: the API's UTC time read as local time.
      expect(new Date('2025-12-31T18:30:00').toISOString()).toBe('2025-12-31T13:00:00.000Z');
    },
  );
});
