import fs from 'node:fs';
import path from 'node:path';
import { readDeliveryConfig, readEnv } from '../../config';
import { retryDelayMs, retrySchedule } from './backoff';
import { addressOf, DELIVERY_DEFAULTS, describeSmtp, maxInFlight, staffToken } from './config';
import { csvCell } from '../../lib/csv';
import { parseInstant } from './export';
import { smtpTimeouts } from './mailer';
import { buildMessage } from './message';
import { monthsBefore, phoneKey } from './retention';
import { tokenMatches } from './staffRoutes';
import { listingIdFromPage, pageFromReferer } from './submission';
import { safeError } from './worker';

/** The delivery feature's pure rules: settings, backoff, page addresses, export cells, dates. */

describe('settings (checked at start-up)', () => {
  const read = (env: NodeJS.ProcessEnv) => readDeliveryConfig(env, '/data');

  it('defaults: no SMTP server, .eml files under the data folder, 24 months, the worker on', () => {
    expect(read({})).toEqual({
      smtpUrl: undefined,
      mailDir: path.join('/data', 'mail'),
      to: ['enquiries@example.com'],
      from: 'Noida Realty website <website@example.com>',
      worker: true,
      maxAttempts: 20,
      retryBaseMs: 5_000,
      retryMaxMs: 1_800_000,
      concurrency: 4,
      sendTimeoutMs: 30_000,
      slowMs: 5_000,
      pollMs: 1_000,
      leaseMs: 30_000,
      retentionMonths: 24,
    });
  });

  it('reads every variable', () => {
    const c = read({
      SMTP_URL: 'smtps://user:secret@mail.example.in:465',
      DELIVERY_TO: 'sales@example.in, Ops Desk <ops@example.in>',
      DELIVERY_FROM: 'Website <web@example.in>',
      DELIVERY_MAIL_DIR: '/tmp/mail',
      DELIVERY_WORKER: 'off',
      DELIVERY_MAX_ATTEMPTS: '5',
      DELIVERY_RETRY_BASE_MS: '1000',
      DELIVERY_RETRY_MAX_MS: '60000',
      DELIVERY_CONCURRENCY: '2',
      DELIVERY_SEND_TIMEOUT_MS: '15000',
      DELIVERY_SLOW_MS: '2000',
      DELIVERY_POLL_MS: '500',
      DELIVERY_LEASE_MS: '10000',
      RETENTION_MONTHS: '12',
    });
    expect(c).toMatchObject({
      smtpUrl: 'smtps://user:secret@mail.example.in:465',
      to: ['sales@example.in', 'Ops Desk <ops@example.in>'],
      from: 'Website <web@example.in>',
      mailDir: '/tmp/mail',
      worker: false,
      maxAttempts: 5,
      retryBaseMs: 1000,
      retryMaxMs: 60000,
      concurrency: 2,
      sendTimeoutMs: 15000,
      slowMs: 2000,
      pollMs: 500,
      leaseMs: 10000,
      retentionMonths: 12,
    });
  });

  it.each([
    [{ SMTP_URL: 'http://mail.example.in' }, /SMTP_URL must look like smtp:\/\/.*scheme 'http:'/],
    [{ SMTP_URL: 'not a url' }, /SMTP_URL .*not a URL/],
    [{ SMTP_URL: 'smtp://mail.example.in/path' }, /SMTP_URL .*path/],
    [{ SMTP_URL: 'smtp://mail.example.in' }, /DELIVERY_TO must name the address/],
    [{ SMTP_URL: 'smtp://mail.example.in', DELIVERY_TO: 'a@example.in' }, /DELIVERY_FROM must be set/],
    [{ DELIVERY_TO: 'sales@example.in, nobody' }, /DELIVERY_TO .*'nobody' is not one/],
    [{ DELIVERY_TO: 'a@b' }, /DELIVERY_TO/],
    [{ DELIVERY_FROM: 'a@example.in, b@example.in' }, /DELIVERY_FROM must be one e-mail address/],
    [{ RETENTION_MONTHS: '0' }, /RETENTION_MONTHS must be a whole number from 1 to 240, got '0'/],
    [{ RETENTION_MONTHS: '2.5' }, /RETENTION_MONTHS/],
    [{ RETENTION_MONTHS: 'forever' }, /RETENTION_MONTHS/],
    [{ DELIVERY_MAX_ATTEMPTS: '-1' }, /DELIVERY_MAX_ATTEMPTS/],
    [{ DELIVERY_LEASE_MS: '100' }, /DELIVERY_LEASE_MS must be a whole number from 3000/],
    [{ DELIVERY_RETRY_BASE_MS: '5000', DELIVERY_RETRY_MAX_MS: '1000' }, /must not be below DELIVERY_RETRY_BASE_MS/],
    [{ DELIVERY_WORKER: 'maybe' }, /DELIVERY_WORKER must be on or off/],
    [{ DELIVERY_SEND_TIMEOUT_MS: '500' }, /DELIVERY_SEND_TIMEOUT_MS must be a whole number from 1000 to 600000/],
    [{ DELIVERY_SLOW_MS: '10' }, /DELIVERY_SLOW_MS must be a whole number from 100/],
    [{ DELIVERY_SEND_TIMEOUT_MS: '2000', DELIVERY_SLOW_MS: '5000' }, /DELIVERY_SLOW_MS \(5000\) must not be above/],
  ])('refuses %j', (env, message) => {
    expect(() => read(env)).toThrow(message);
  });

  it('an SMTP password never appears in the refusal or the description', () => {
    expect(() => read({ SMTP_URL: 'ftp://u:hunter22@mail.example.in' })).toThrow(/^(?!.*hunter22)/);
    expect(describeSmtp('smtp://u:hunter22@mail.example.in:2525')).toBe('smtp://mail.example.in:2525');
  });

  it('STAFF_API_TOKEN: unset is off; shorter than 32 characters or with spaces stops the start', () => {
    expect(staffToken(undefined)).toBeUndefined();
    expect(staffToken('')).toBeUndefined();
    expect(staffToken('a'.repeat(32))).toBe('a'.repeat(32));
    expect(() => staffToken('a'.repeat(31))).toThrow(/at least 32 characters/);
    expect(() => staffToken(`${'a'.repeat(32)} b`)).toThrow(/without spaces/);
    expect(() => readEnv({ STAFF_API_TOKEN: 'short' })).toThrow(/STAFF_API_TOKEN/);
  });

  it('addresses: bare or Name <address>, nothing else', () => {
    expect(addressOf('sales@example.in')).toBe('sales@example.in');
    expect(addressOf(' Sales Desk <sales@example.in> ')).toBe('sales@example.in');
    for (const bad of [
      '',
      'sales',
      'a@b',
      '<a@example.in',
      'a@example.in b@example.in',
      'x <a@example.in> y',
      'A\r\n<a@example.in>',
    ])
      expect(addressOf(bad)).toBeUndefined();
  });
});

describe('time limits and connections of the SMTP client', () => {
  it('no SMTP time limit exceeds the send time limit; one connection per send in flight', () => {
    expect(smtpTimeouts(30_000)).toEqual({ connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
    for (const limit of [1_000, 5_000, 15_000, 600_000])
      for (const ms of Object.values(smtpTimeouts(limit))) expect(ms).toBeLessThanOrEqual(limit);
    expect(maxInFlight({ concurrency: 4 })).toBe(16);
  });
});

describe('retry delay: exponential, capped, jittered', () => {
  const opts = { baseMs: 1000, maxMs: 10_000 };
  it('doubles per attempt between half and all of the ceiling, up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => retryDelayMs(n, opts, () => 0))).toEqual([500, 1000, 2000, 4000, 5000, 5000]);
    expect([1, 2, 3, 4, 5, 6].map((n) => retryDelayMs(n, opts, () => 1))).toEqual([
      1000, 2000, 4000, 8000, 10_000, 10_000,
    ]);
    expect(retryDelayMs(2, opts, () => 0.5)).toBe(1500);
  });
  it('survives odd input: attempt 0 or a fraction, a huge attempt, random outside [0, 1]', () => {
    expect(retryDelayMs(0, opts, () => 1)).toBe(1000);
    expect(retryDelayMs(2.9, opts, () => 1)).toBe(2000);
    expect(retryDelayMs(10_000, opts, () => 1)).toBe(10_000);
    expect(retryDelayMs(1, opts, () => 7)).toBe(1000);
    expect(retryDelayMs(1, opts, () => -3)).toBe(500);
  });
});

describe('the retry schedule in api/README.md', () => {
  const MS = { s: 1_000, min: 60_000, h: 3_600_000 } as const;
  const readme = fs.readFileSync(path.resolve(__dirname, '../../../README.md'), 'utf8');
  const table = readme.split('<!-- retry schedule: checked by src/features/delivery/rules.test.ts -->')[1] ?? '';
  const rows = table
    .split('\n')
    .slice(1)
    .filter((l, i, all) => l.startsWith('|') && all.slice(0, i).every((x) => x.startsWith('|')));
  /** `| 10–19 | 900–1800 s (15–30 min) each |` → the attempts, and every range in the row in ms. */
  const parse = (row: string) => {
    const [what = '', wait = ''] = row.split('|').slice(1, 3);
    const ranges = [...wait.matchAll(/([\d.]+)–([\d.]+) (s|min|h)\b/g)].map((m) => ({
      min: Number(m[1]) * MS[m[3] as keyof typeof MS],
      max: Number(m[2]) * MS[m[3] as keyof typeof MS],
      unit: MS[m[3] as keyof typeof MS],
    }));
    return { what: what.trim(), ranges };
  };
  const schedule = retrySchedule(
    { baseMs: DELIVERY_DEFAULTS.retryBaseMs, maxMs: DELIVERY_DEFAULTS.retryMaxMs },
    DELIVERY_DEFAULTS.maxAttempts,
  );
  /** The first range is exact (seconds); a range in larger units is that one rounded for reading. */
  const matches = (ranges: ReturnType<typeof parse>['ranges'], minMs: number, maxMs: number) => {
    const [exact, ...rounded] = ranges;
    expect(exact).toMatchObject({ min: minMs, max: maxMs, unit: MS.s });
    for (const r of rounded) {
      expect(Math.abs(r.min - minMs)).toBeLessThanOrEqual(0.05 * r.unit);
      expect(Math.abs(r.max - maxMs)).toBeLessThanOrEqual(0.05 * r.unit);
    }
  };

  it('the defaults: 2.5–5 s for the first retry, 2.9–5.7 h over 20 attempts', () => {
    expect(schedule.waits[0]).toEqual({ attempt: 1, minMs: 2_500, maxMs: 5_000 });
    expect(schedule.waits).toHaveLength(19);
    expect(schedule.waits.at(-1)).toEqual({ attempt: 19, minMs: 900_000, maxMs: 1_800_000 });
    expect(schedule.totalMinMs / MS.h).toBeCloseTo(2.85, 2);
    expect(schedule.totalMaxMs / MS.h).toBeCloseTo(5.71, 2);
  });

  it('every wait and the total in the README are what retrySchedule() computes', () => {
    expect(rows.length).toBeGreaterThan(3);
    const covered: number[] = [];
    // After the header and its |---| line.
    for (const row of rows.slice(2)) {
      const { what, ranges } = parse(row);
      const total = /^total over (\d+) attempts$/.exec(what);
      if (total) {
        expect(Number(total[1])).toBe(DELIVERY_DEFAULTS.maxAttempts);
        matches(ranges, schedule.totalMinMs, schedule.totalMaxMs);
        continue;
      }
      const m = /^(\d+)(?:–(\d+))?$/.exec(what);
      if (!m) throw new Error(`unreadable row: ${row}`);
      for (let attempt = Number(m[1]); attempt <= Number(m[2] ?? m[1]); attempt += 1) {
        const wait = schedule.waits[attempt - 1];
        if (!wait) throw new Error(`the README lists attempt ${attempt}, after which there is no wait`);
        matches(ranges, wait.minMs, wait.maxMs);
        covered.push(attempt);
      }
    }
    expect(covered).toEqual(schedule.waits.map((w) => w.attempt));
    expect(rows.some((r) => r.includes('total over'))).toBe(true);
  });
});

describe('the page a form was sent from', () => {
  const origins = ['http://localhost:3000', 'http://localhost:3002'];
  const site = 'https://www.example.in';
  it('a Referer on a site origin becomes the page on the public origin, path and query kept', () => {
    expect(pageFromReferer('http://localhost:3000/contact', origins, site)).toBe('https://www.example.in/contact');
    expect(pageFromReferer('http://localhost:3002/contact?x=1#top', origins, site)).toBe(
      'https://www.example.in/contact?x=1',
    );
    expect(pageFromReferer('https://www.example.in/residential/noida/a/7', origins, site)).toBe(
      'https://www.example.in/residential/noida/a/7',
    );
  });
  it('anything else is not believed', () => {
    for (const bad of [
      undefined,
      '',
      'nonsense',
      'https://evil.example/contact',
      'http://localhost:3009/x',
      `http://localhost:3000/${'a'.repeat(600)}`,
    ])
      expect(pageFromReferer(bad, origins, site)).toBe('');
  });
  it('a property page names its listing', () => {
    expect(listingIdFromPage('https://www.example.in/residential/noida/ats-pristine/42')).toBe(42);
    expect(listingIdFromPage('https://www.example.in/commercial/gurgaon/x/7/')).toBe(7);
    for (const page of ['', 'https://www.example.in/contact', 'https://www.example.in/residential/noida/x/abc', 'bad'])
      expect(listingIdFromPage(page)).toBeUndefined();
  });
});

describe('the message', () => {
  const base = {
    kind: 'enquiry' as const,
    id: 9,
    public_id: '1b4e28ba-2fa1-4d2e-9c1a-0a6c3b8e2f10',
    name: 'Line\r\nBreak <evil@x.example>',
    email: 'v@example.com',
    phone: '9876543210',
    subject: 'Multi\nline\tsubject',
    message: 'Hello',
    page: '',
    created_at: '2026-11-26T10:00:00.000Z',
  };
  it('keeps headers on one line and names the submission in a header and the Message-ID', () => {
    const m = buildMessage(base, { from: 'w@example.in', to: ['s@example.in'], siteUrl: 'https://www.example.in' });
    expect(m.subject).toBe('Enquiry: Multi line subject - Line Break <evil@x.example>');
    expect(m.replyTo).toEqual({ name: 'Line Break <evil@x.example>', address: 'v@example.com' });
    // The UUID, not the numeric id: numeric ids come again after a restore from backup.
    const ref = 'enquiry-1b4e28ba-2fa1-4d2e-9c1a-0a6c3b8e2f10';
    expect(m.headers).toEqual({ 'X-Submission-Id': ref });
    expect(m.messageId).toBe(`<${ref}.${Date.parse(base.created_at)}@www.example.in>`);
    expect(m.ref).toBe(ref);
  });
  it('shortens a very long subject', () => {
    const m = buildMessage(
      { ...base, subject: 'x'.repeat(200) },
      { from: 'w@example.in', to: [], siteUrl: 'http://localhost:3000' },
    );
    expect(m.subject.startsWith(`Enquiry: ${'x'.repeat(79)}…`)).toBe(true);
  });
});

describe('export cells and dates', () => {
  it('CSV: quoted when needed, formulas defused', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(-1)).toBe('-1');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    for (const f of ['=1+1', '+91 98', '-2', '@SUM(A1)', '\tx']) expect(csvCell(f)).toMatch(/^"?'/);
    // After any separator a spreadsheet may split on, whatever the locale's separator.
    expect(csvCell('x;=1+1')).toBe(`"x;'=1+1"`);
    expect(csvCell('x, +1')).toBe(`"x, '+1"`);
    expect(csvCell('a|@SUM(A1)')).toBe(`"a|'@SUM(A1)"`);
    expect(csvCell('a\t-2')).toBe(`"a\t'-2"`);
    expect(csvCell('one\n=2')).toBe(`"one\n'=2"`);
    expect(csvCell('a;b')).toBe('"a;b"');
    // A hyphen or sign inside a word or number is text, not a formula start.
    expect(csvCell('50-60 lakh')).toBe('50-60 lakh');
    expect(csvCell('2+2 BHK')).toBe('2+2 BHK');
    // Defused cells are always quoted, and the apostrophe comes first even before a tab or CR.
    expect(csvCell('=1+1')).toBe(`"'=1+1"`);
    expect(csvCell('+91 98')).toBe(`"'+91 98"`);
    expect(csvCell('\t=1')).toBe(`"'\t'=1"`);
    expect(csvCell('\r=1+1')).toBe(`"'\r'=1+1"`);
    expect(csvCell('\tplain')).toBe(`"'\tplain"`);
    expect(csvCell(' =1')).toBe(`" '=1"`);
    for (const f of ['=1', '+1', '-1', '@1', '\t1', '\r1', 'a;=1', 'a,+1', 'a|-1', 'a\t@1', 'a\n=1', 'a\r=1'])
      expect(csvCell(f)).toMatch(/^"'|^"[^"]*[,;|\t\r\n]\s*'/);
  });
  it('dates and ISO times; impossible dates refused', () => {
    expect(parseInstant('2026-11-01')).toBe('2026-11-01T00:00:00.000Z');
    expect(parseInstant('2026-11-01T10:30:00+05:30')).toBe('2026-11-01T05:00:00.000Z');
    expect(parseInstant('2026-11-01T10:30Z')).toBe('2026-11-01T10:30:00.000Z');
    for (const bad of [
      '',
      '2026-02-30',
      '2026-13-01',
      '01/11/2026',
      'yesterday',
      '2026-11-01 10:00',
      '2026-11-01T25:00Z',
    ])
      expect(parseInstant(bad)).toBeUndefined();
  });
  it('months back on the calendar, clamped to the month end', () => {
    const at = (s: string) => new Date(monthsBefore(Date.parse(s), 24)).toISOString();
    expect(at('2026-11-26T12:00:00.000Z')).toBe('2024-11-26T12:00:00.000Z');
    expect(at('2026-02-28T00:00:00.000Z')).toBe('2024-02-28T00:00:00.000Z');
    expect(new Date(monthsBefore(Date.parse('2026-03-31T08:00:00.000Z'), 1)).toISOString()).toBe(
      '2026-02-28T08:00:00.000Z',
    );
    expect(new Date(monthsBefore(Date.parse('2026-01-15T00:00:00.000Z'), 13)).toISOString()).toBe(
      '2024-12-15T00:00:00.000Z',
    );
  });
  it('phones compare by their last ten digits', () => {
    expect(phoneKey('+91 98100-12345')).toBe('9810012345');
    expect(phoneKey('09810012345')).toBe('9810012345');
    expect(phoneKey('12345')).toBe('');
    expect(phoneKey('')).toBe('');
  });
});

describe('secrets and errors', () => {
  it('the staff token matches only exactly, as a Bearer token', () => {
    const token = 't'.repeat(40);
    expect(tokenMatches(`Bearer ${token}`, token)).toBe(true);
    for (const h of [undefined, '', token, `bearer ${token}`, `Bearer ${token} `, `Bearer ${token}x`, 'Bearer '])
      expect(tokenMatches(h, token)).toBe(false);
  });
  it('error text never carries an address', () => {
    const err = Object.assign(new Error('550 5.1.1 <someone@example.com>: Recipient rejected, see a.b@c.example'), {
      code: 'EENVELOPE',
      responseCode: 550,
    });
    expect(safeError(err)).toBe('EENVELOPE 550 550 5.1.1 <[address]>: Recipient rejected, see [address]');
    expect(safeError('plain string')).toBe('plain string');
    expect(safeError(null)).toBe('null');
  });
});
