import { describeWriteFailure } from 'shared-ui';
import {
  CONTACT_FAILURE_TEXTS,
  CONTACT_FIELDS,
  EMPTY_CONTACT,
  MAX_FIELD_MESSAGE,
  validateContact,
  type ContactValues,
} from './contactFormValues';

const filled: ContactValues = {
  name: 'Asha',
  email: 'asha@example.com',
  phone: '9810000000',
  subject: 'Flat in Noida',
  message: 'Please call me',
  website: '',
};

describe('validateContact', () => {
  it('marks every empty field with the spec message', async () => {
    const r = await validateContact(EMPTY_CONTACT);
    expect(r).toEqual({
      ok: false,
      errors: {
        name: 'This field is required',
        email: 'This field is required',
        phone: 'This field is required',
        subject: 'This field is required',
        message: 'This field is required',
      },
    });
  });

  it('treats whitespace-only input as empty', async () => {
    const r = await validateContact({ ...filled, name: '   ' });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.errors.name).toBe('This field is required');
  });

  it('rejects a bad e-mail and a short phone with their own messages', async () => {
    const r = await validateContact({ ...filled, email: 'not-an-email', phone: '12345' });
    expect(!r.ok && r.errors).toEqual({
      email: 'Please enter a valid e-mail address',
      phone: 'Please enter a 10-digit phone number',
    });
  });

  it('refuses over-long text with a message, never a crash', async () => {
    const r = await validateContact({ ...filled, message: 'x'.repeat(100_000), name: 'n'.repeat(101) });
    expect(!r.ok && r.errors.message).toBe('Please keep this under 5000 characters');
    expect(!r.ok && r.errors.name).toBe('Please keep this under 100 characters');
  });

  it('accepts any alphabet and trims the values', async () => {
    const r = await validateContact({ ...filled, name: '  अनीता शर्मा 🏠 ', subject: 'مرحبا', message: '你好, 3 BHK?' });
    expect(r.ok).toBe(true);
    expect(r.ok && r.enquiry.name).toBe('अनीता शर्मा 🏠');
  });

  it('gives a message even when only the honeypot is wrong', async () => {
    const r = await validateContact({ ...filled, website: 'w'.repeat(600) });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.errors.message).toMatch(/could not be accepted/);
  });
});

describe('the form’s failure messages', () => {
  const describe_ = (error: unknown) =>
    describeWriteFailure(error, {
      texts: CONTACT_FAILURE_TEXTS,
      fields: CONTACT_FIELDS,
      maxFieldLength: MAX_FIELD_MESSAGE,
    });

  it('explains a network failure and keeps the input', async () => {
    expect(describe_({ status: 'FETCH_ERROR', error: 'TypeError' }).message).toMatch(
      /could not reach the server.*still here/,
    );
  });
  it('maps a 400 with fields to messages under the fields', async () => {
    const f = describe_({
      status: 400,
      data: { statusCode: 400, message: 'x', fields: { email: 'Please enter a valid e-mail address', website: 'no' } },
    });
    expect(f.fields).toEqual({ email: 'Please enter a valid e-mail address' });
    expect(f.message).toMatch(/highlighted fields/);
    expect(describe_({ status: 400, data: { fields: { message: 'm'.repeat(400) } } }).fields.message).toHaveLength(300);
  });
  it('has a message for 5xx, 429, 413, timeouts and garbage', async () => {
    expect(describe_({ status: 500, data: {} }).message).toMatch(/problem on our side/);
    expect(describe_({ status: 429 }).message).toMatch(/Too many/);
    expect(describe_({ status: 413 }).message).toMatch(/too long/);
    expect(describe_({ status: 'TIMEOUT_ERROR' }).message).toMatch(/too long to answer/);
    expect(describe_(undefined).message).toMatch(/problem on our side/);
    expect(describe_({ status: 400, data: 'html' }).fields).toEqual({});
  });
  it('a reused key (409, 422) is our problem, worded as such', async () => {
    expect(describe_({ status: 422 }).message).toBe(CONTACT_FAILURE_TEXTS.fallback);
    expect(describe_({ status: 409 }).message).toBe(CONTACT_FAILURE_TEXTS.fallback);
  });
  it('every sentence says the input is kept', async () => {
    for (const text of Object.values(CONTACT_FAILURE_TEXTS))
      expect(text).toMatch(/ Everything you typed is still here\.$/);
  });
});
