import { attemptFor, describeSendFailure, EMPTY_CONTACT, newIdempotencyKey, pickFieldErrors, validateContact, type ContactValues } from './contactForm';

const filled: ContactValues = { name: 'Asha', email: 'asha@example.com', phone: '9810000000', subject: 'Flat in Noida', message: 'Please call me', website: '' };

describe('validateContact', () => {
  it('marks every empty field with the spec message', () => {
    const r = validateContact(EMPTY_CONTACT);
    expect(r).toEqual({
      ok: false,
      errors: { name: 'This field is required', email: 'This field is required', phone: 'This field is required', subject: 'This field is required', message: 'This field is required' },
    });
  });

  it('treats whitespace-only input as empty', () => {
    const r = validateContact({ ...filled, name: '   ' });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.errors.name).toBe('This field is required');
  });

  it('rejects a bad e-mail and a short phone with their own messages', () => {
    const r = validateContact({ ...filled, email: 'not-an-email', phone: '12345' });
    expect(!r.ok && r.errors).toEqual({ email: 'Please enter a valid e-mail address', phone: 'Please enter a 10-digit phone number' });
  });

  it('refuses over-long text with a message, never a crash', () => {
    const r = validateContact({ ...filled, message: 'x'.repeat(100_000), name: 'n'.repeat(101) });
    expect(!r.ok && r.errors.message).toBe('Please keep this under 5000 characters');
    expect(!r.ok && r.errors.name).toBe('Please keep this under 100 characters');
  });

  it('accepts any alphabet and trims the values', () => {
    const r = validateContact({ ...filled, name: '  अनीता शर्मा 🏠 ', subject: 'مرحبا', message: '你好, 3 BHK?' });
    expect(r.ok).toBe(true);
    expect(r.ok && r.enquiry.name).toBe('अनीता शर्मा 🏠');
  });

  it('gives a message even when only the honeypot is wrong', () => {
    const r = validateContact({ ...filled, website: 'w'.repeat(600) });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.errors.message).toMatch(/could not be accepted/);
  });
});

describe('pickFieldErrors', () => {
  it('keeps only the form fields with text messages', () => {
    expect(pickFieldErrors({ name: 'Too long', website: 'x', email: 5, phone: '' })).toEqual({ name: 'Too long' });
    expect(pickFieldErrors(null)).toEqual({});
    expect(pickFieldErrors('fields')).toEqual({});
  });
});

describe('attemptFor (Idempotency-Key per logical send)', () => {
  let n = 0;
  const key = () => `k${++n}`;
  it('reuses the key when the same data is retried and makes a new one for new data', () => {
    const first = attemptFor(null, '{"a":1}', key);
    expect(attemptFor(first, '{"a":1}', key).idempotencyKey).toBe(first.idempotencyKey);
    expect(attemptFor(first, '{"a":2}', key).idempotencyKey).not.toBe(first.idempotencyKey);
  });
  it('makes UUID-shaped keys', () => {
    expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('describeSendFailure', () => {
  it('explains a network failure and keeps the input', () => {
    expect(describeSendFailure({ status: 'FETCH_ERROR', error: 'TypeError' }).message).toMatch(/could not reach the server.*still here/);
  });
  it('maps a 400 with fields to messages under the fields', () => {
    const f = describeSendFailure({ status: 400, data: { statusCode: 400, message: 'x', fields: { email: 'Please enter a valid e-mail address', website: 'no' } } });
    expect(f.fields).toEqual({ email: 'Please enter a valid e-mail address' });
    expect(f.message).toMatch(/highlighted fields/);
  });
  it('has a message for 5xx, 429, 413, timeouts and garbage', () => {
    expect(describeSendFailure({ status: 500, data: {} }).message).toMatch(/problem on our side/);
    expect(describeSendFailure({ status: 429 }).message).toMatch(/Too many/);
    expect(describeSendFailure({ status: 413 }).message).toMatch(/too long/);
    expect(describeSendFailure({ status: 'TIMEOUT_ERROR' }).message).toMatch(/too long to answer/);
    expect(describeSendFailure(undefined).message).toMatch(/problem on our side/);
    expect(describeSendFailure({ status: 400, data: 'html' }).fields).toEqual({});
  });
});
