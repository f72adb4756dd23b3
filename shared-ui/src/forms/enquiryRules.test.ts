import { checkEnquiry, ENQUIRY_FAILURE_TEXTS, ENQUIRY_NOT_ACCEPTED, MAX_FIELD_MESSAGE } from './enquiryRules';

const FIELDS = ['name', 'email', 'phone', 'message'] as const;
const valid = {
  name: ' Asha Gupta ',
  email: 'asha@example.com',
  phone: '+91 98100 12345',
  subject: 'Enquiry about ATS Pristine',
  message: 'I am interested in ATS Pristine.',
  website: '',
};

describe('checkEnquiry', () => {
  it('gives the enquiry as the API stores it (trimmed), with its listing', async () => {
    const r = await checkEnquiry({ ...valid, property_kind: 'residential', property_id: 42 }, FIELDS, 'message');
    expect(r).toEqual({
      ok: true,
      enquiry: { ...valid, name: 'Asha Gupta', property_kind: 'residential', property_id: 42 },
    });
  });

  it('gives the schema’s message for each visible field, and only for those', async () => {
    const r = await checkEnquiry({ ...valid, name: '', email: 'asha@', phone: '123', subject: '' }, FIELDS, 'message');
    expect(r).toEqual({
      ok: false,
      errors: {
        name: 'This field is required',
        email: 'Please enter a valid e-mail address',
        phone: 'Please enter a 10-digit phone number',
      },
    });
  });

  it('a refusal only of a field people cannot see still shows a message under the fallback field', async () => {
    expect(await checkEnquiry({ ...valid, website: 'x'.repeat(600) }, FIELDS, 'message')).toEqual({
      ok: false,
      errors: { message: ENQUIRY_NOT_ACCEPTED },
    });
    expect(await checkEnquiry({ ...valid, property_kind: 'residential' }, FIELDS, 'name')).toEqual({
      ok: false,
      errors: { name: ENQUIRY_NOT_ACCEPTED },
    });
  });

  it('never throws on input that is not a form', async () => {
    for (const bad of [null, undefined, 42, 'text', []])
      expect(await checkEnquiry(bad, FIELDS, 'message')).toMatchObject({ ok: false });
  });

  it('failure texts say the input is kept; field messages are capped', () => {
    for (const text of Object.values(ENQUIRY_FAILURE_TEXTS))
      expect(text).toMatch(/Everything you typed is still here\.$/);
    expect(MAX_FIELD_MESSAGE).toBe(300);
  });
});
