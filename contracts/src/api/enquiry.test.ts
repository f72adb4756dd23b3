import { contactEnquirySchema, fieldErrors, loanLeadSchema, MAX_PROPERTY_ID } from './enquiry';
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from './storableText';

describe('contactEnquirySchema', () => {
  const valid = {
    name: 'Asha Verma',
    email: 'asha@example.com',
    phone: '9810012345',
    subject: 'Flat in Sector 150',
    message: 'Please call me.',
  };

  it('accepts a complete enquiry and trims it', () => {
    const r = contactEnquirySchema.safeParse({ ...valid, name: '  Asha Verma ' });
    expect(r.success && r.data.name).toBe('Asha Verma');
  });

  it('gives "This field is required" for each empty field', () => {
    const r = contactEnquirySchema.safeParse({ name: '', email: ' ', phone: '', subject: '', message: '' });
    expect(r.success).toBe(false);
    if (!r.success) {
      expect(fieldErrors(r.error)).toEqual({
        name: 'This field is required',
        email: 'This field is required',
        phone: 'This field is required',
        subject: 'This field is required',
        message: 'This field is required',
      });
    }
  });

  it('accepts +91 and spaced phone numbers, refuses short ones', () => {
    expect(contactEnquirySchema.safeParse({ ...valid, phone: '+91 98100 12345' }).success).toBe(true);
    expect(contactEnquirySchema.safeParse({ ...valid, phone: '12345' }).success).toBe(false);
  });

  it('refuses an invalid e-mail and over-long text with a message', () => {
    const r = contactEnquirySchema.safeParse({ ...valid, email: 'not-an-email', message: 'x'.repeat(5001) });
    expect(r.success).toBe(false);
    if (!r.success) {
      const f = fieldErrors<typeof valid>(r.error);
      expect(f.email).toBe('Please enter a valid e-mail address');
      expect(f.message).toBe('Please keep this under 5000 characters');
    }
  });

  it('refuses non-string input without throwing', () => {
    expect(contactEnquirySchema.safeParse({ ...valid, name: 42 }).success).toBe(false);
    expect(contactEnquirySchema.safeParse(null).success).toBe(false);
  });
});

describe('loanLeadSchema', () => {
  it('requires name and email; phone has no rule but must look like a phone when given', () => {
    expect(loanLeadSchema.safeParse({ name: 'R', email: 'r@example.com' }).success).toBe(true);
    expect(loanLeadSchema.safeParse({ name: 'R', email: 'r@example.com', phone: '' }).success).toBe(true);
    expect(loanLeadSchema.safeParse({ name: '', email: 'r@example.com' }).success).toBe(false);
    expect(loanLeadSchema.safeParse({ name: 'R', email: 'r@example.com', phone: 'abc' }).success).toBe(false);
  });
});

describe('text that cannot be stored as sent', () => {
  const valid = {
    name: 'Asha Verma',
    email: 'asha@example.com',
    phone: '9810012345',
    subject: 'Flat in Sector 150',
    message: 'Please call me.',
  };
  const UNSTORABLE = ['\u0000', 'a\u0000b', '\uD800', 'x\uDBFFy', '\uDC00', 'end\uDFFF', '\uDC00\uD800'];

  it('isStorableText refuses NUL and unpaired surrogates, keeps paired ones (emoji) and other control characters', () => {
    for (const text of UNSTORABLE) expect(isStorableText(text)).toBe(false);
    for (const text of ['', 'Asha', '🏠 flat', '\uD83C\uDFE0', 'tab\there', '\u0001', 'देवनागरी', '\uFFFD'])
      expect(isStorableText(text)).toBe(true);
  });

  it.each(['name', 'subject', 'message', 'website'] as const)('contact %s: a 400 message of its own', (field) => {
    for (const bad of UNSTORABLE) {
      const r = contactEnquirySchema.safeParse({ ...valid, [field]: `Text ${bad}` });
      expect(r.success).toBe(false);
      if (!r.success) expect(fieldErrors(r.error)).toEqual({ [field]: UNSTORABLE_TEXT_MESSAGE });
    }
  });

  it('e-mail and phone say so first, before their format message', () => {
    const r = contactEnquirySchema.safeParse({ ...valid, email: 'a\u0000@example.com', phone: '98100\uD80012345' });
    expect(r.success).toBe(false);
    if (!r.success)
      expect(fieldErrors(r.error)).toEqual({ email: UNSTORABLE_TEXT_MESSAGE, phone: UNSTORABLE_TEXT_MESSAGE });
  });

  it('loan lead: every text field', () => {
    const r = loanLeadSchema.safeParse({
      name: '\uDFFF',
      email: 'r@example.com\u0000',
      phone: '\u0000',
      website: '\uD800',
    });
    expect(r.success).toBe(false);
    if (!r.success)
      expect(fieldErrors(r.error)).toEqual({
        name: UNSTORABLE_TEXT_MESSAGE,
        email: UNSTORABLE_TEXT_MESSAGE,
        phone: UNSTORABLE_TEXT_MESSAGE,
        website: UNSTORABLE_TEXT_MESSAGE,
      });
  });

  it('emoji and other scripts are stored as sent', () => {
    const r = contactEnquirySchema.safeParse({ ...valid, name: 'आशा 🏠', message: 'Flat 🏢 near the metro' });
    expect(r.success && [r.data.name, r.data.message]).toEqual(['आशा 🏠', 'Flat 🏢 near the metro']);
  });
});

describe('phone numbers', () => {
  const phone = (value: string) =>
    contactEnquirySchema.safeParse({ name: 'A', email: 'a@b.in', phone: value, subject: 'S', message: 'M' }).success;

  it.each([
    '9810012345',
    '+91 98100 12345',
    '+919810012345',
    '+91-98100-12345',
    '09810012345',
    '0 98100 12345',
    '0091 98100 12345',
    ' 98100 12345 ',
  ])('accepts %j', (value) => {
    expect(phone(value)).toBe(true);
  });

  it.each([
    '981001234',
    '98100123456',
    '+92 98100 12345',
    '+91',
    '98100 1234x',
    '(981) 001-2345',
    '-9810012345',
    '9810012345-',
    '+ 91 9810012345',
  ])('refuses %j', (value) => {
    expect(phone(value)).toBe(false);
  });
});

describe('field names shaped like Object members', () => {
  it('fieldErrors keeps them as plain fields', () => {
    const errors = fieldErrors({
      issues: [
        { path: ['__proto__'], message: 'a' },
        { path: ['constructor'], message: 'b' },
        { path: ['constructor'], message: 'c' },
        { path: [], message: 'd' },
      ],
    });
    expect(Object.entries(errors)).toEqual([
      ['__proto__', 'a'],
      ['constructor', 'b'],
      ['form', 'd'],
    ]);
    expect(Object.getPrototypeOf(errors)).toBe(Object.prototype);
  });
});

describe('contactEnquirySchema: the listing of a detail page', () => {
  const valid = {
    name: 'Asha Verma',
    email: 'asha@example.com',
    phone: '9810012345',
    subject: 'Enquiry about ATS Pristine',
    message: 'I am interested in ATS Pristine.',
  };
  const NO_LISTING = 'This enquiry names no listing we know';

  it('accepts an enquiry without a listing (the contact page) and one with both kind and id', () => {
    expect(contactEnquirySchema.safeParse(valid).success).toBe(true);
    const r = contactEnquirySchema.safeParse({ ...valid, property_kind: 'commercial', property_id: 42 });
    expect(r.success && [r.data.property_kind, r.data.property_id]).toEqual(['commercial', 42]);
    expect(
      contactEnquirySchema.safeParse({ ...valid, property_kind: 'residential', property_id: MAX_PROPERTY_ID }).success,
    ).toBe(true);
  });

  it.each([
    [{ property_kind: 'residential' }],
    [{ property_id: 7 }],
    [{ property_kind: 'villa', property_id: 7 }],
    [{ property_kind: 'residential', property_id: 0 }],
    [{ property_kind: 'residential', property_id: -3 }],
    [{ property_kind: 'residential', property_id: 1.5 }],
    [{ property_kind: 'residential', property_id: '7' }],
    [{ property_kind: 'residential', property_id: MAX_PROPERTY_ID + 1 }],
  ])('refuses %j with one message on the listing', (extra) => {
    const r = contactEnquirySchema.safeParse({ ...valid, ...extra });
    expect(r.success).toBe(false);
    if (!r.success) {
      const errors = fieldErrors<Record<string, unknown>>(r.error);
      expect(Object.values(errors)).toEqual([NO_LISTING]);
    }
  });
});
