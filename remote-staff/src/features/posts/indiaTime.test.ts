import { checkScheduleInput, indiaInputToIso, isoToIndiaInput, SCHEDULE_MESSAGES } from './indiaTime';

describe('indiaInputToIso', () => {
  it.each([
    ['2026-12-01T09:00', '2026-12-01T09:00:00+05:30'],
    ['2026-12-01T09:00:30', '2026-12-01T09:00:30+05:30'],
    ['2026-12-01T00:00', '2026-12-01T00:00:00+05:30'],
    ['2028-02-29T23:59', '2028-02-29T23:59:00+05:30'],
    [' 2026-12-01T09:00 ', '2026-12-01T09:00:00+05:30'],
  ])('reads %s as India time', (input, iso) => {
    expect(indiaInputToIso(input)).toBe(iso);
  });

  it('gives the instant India time names: midnight IST is 18:30 UTC the day before', () => {
    expect(new Date(indiaInputToIso('2026-12-01T00:00') ?? '').toISOString()).toBe('2026-11-30T18:30:00.000Z');
  });

  it.each([
    '',
    'tomorrow',
    '2026-12-01',
    '2026-12-01 09:00',
    '2026-12-01T9:00',
    '2026-11-31T09:00',
    '2027-02-29T09:00',
    '2026-13-01T09:00',
    '2026-12-01T24:00',
    '2026-12-01T09:60',
    '2026-12-01T09:00+05:30',
    '0999-12-01T09:00',
  ])('refuses %j', (input) => {
    expect(indiaInputToIso(input)).toBeNull();
  });
});

describe('isoToIndiaInput', () => {
  it.each([
    ['2026-12-01T03:30:00.000Z', '2026-12-01T09:00'],
    // 18:30 UTC is midnight in India: the day changes.
    ['2026-11-28T18:30:00.000Z', '2026-11-29T00:00'],
    ['2026-11-28T18:29:00.000Z', '2026-11-28T23:59'],
    ['2026-12-31T18:30:00Z', '2027-01-01T00:00'],
    ['2026-12-01T09:00:00+05:30', '2026-12-01T09:00'],
  ])('%s shows as %s', (iso, input) => {
    expect(isoToIndiaInput(iso)).toBe(input);
  });

  it('is empty for an unreadable instant', () => {
    expect(isoToIndiaInput('not a date')).toBe('');
  });

  it('round-trips with indiaInputToIso', () => {
    expect(isoToIndiaInput(indiaInputToIso('2026-11-29T00:00') ?? '')).toBe('2026-11-29T00:00');
  });
});

describe('checkScheduleInput', () => {
  const now = new Date('2026-11-29T04:00:00.000Z'); // 09:30 in India

  it('accepts a future time and gives its ISO instant with the India offset', () => {
    expect(checkScheduleInput('2026-11-29T09:31', now)).toEqual({ ok: true, at: '2026-11-29T09:31:00+05:30' });
  });

  it.each([
    ['', SCHEDULE_MESSAGES.empty],
    ['   ', SCHEDULE_MESSAGES.empty],
    ['2026-02-30T10:00', SCHEDULE_MESSAGES.invalid],
    // Exactly now is not in the future.
    ['2026-11-29T09:30', SCHEDULE_MESSAGES.past],
    ['2026-11-29T09:29', SCHEDULE_MESSAGES.past],
    // 09:30 UTC would be future, but the input is India time.
    ['2026-11-29T04:30', SCHEDULE_MESSAGES.past],
  ])('refuses %j before sending', (input, message) => {
    expect(checkScheduleInput(input, now)).toEqual({ ok: false, message });
  });
});
