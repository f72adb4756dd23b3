import { formatDate } from './date';

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
});
