import { formatDateTime } from './dateTime';

describe('formatDateTime', () => {
  it('shows India time, across midnight too', () => {
    expect(formatDateTime('2026-11-28T10:05:00.000Z')).toBe('28 Nov 2026, 15:35 IST');
    expect(formatDateTime('2026-11-28T20:00:00.000Z')).toBe('29 Nov 2026, 01:30 IST');
  });

  it('is empty for a value that is not a time', () => {
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});
