import { contactEnquirySchema, fieldErrors, loanLeadSchema } from './enquiry';

describe('contactEnquirySchema', () => {
  const valid = { name: 'Asha Verma', email: 'asha@example.com', phone: '9810012345', subject: 'Flat in Sector 150', message: 'Please call me.' };

  it('accepts a complete enquiry and trims it', () => {
    const r = contactEnquirySchema.safeParse({ ...valid, name: '  Asha Verma ' });
    expect(r.success && r.data.name).toBe('Asha Verma');
  });

  it('gives "This field is required" for each empty field', () => {
    const r = contactEnquirySchema.safeParse({ name: '', email: ' ', phone: '', subject: '', message: '' });
    expect(r.success).toBe(false);
    if (!r.success) {
      expect(fieldErrors(r.error)).toEqual({ name: 'This field is required', email: 'This field is required', phone: 'This field is required', subject: 'This field is required', message: 'This field is required' });
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
