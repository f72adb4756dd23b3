import { FORM_KEY_FIELD, FORM_NAME_FIELD, MAX_POSTED_VALUE, readPostedForm, sentPath } from './formNames';
import { checkPostedForm } from './checkPostedForm';

const contact = {
  [FORM_NAME_FIELD]: 'contact',
  [FORM_KEY_FIELD]: 'k-1',
  name: 'Asha Verma',
  email: 'asha@example.in',
  phone: '98100 12345',
  subject: 'Flat in Sector 150',
  message: 'Please call me.',
  website: '',
};

describe('readPostedForm', () => {
  it("takes the named form's fields as text and ignores the rest", () => {
    expect(readPostedForm({ ...contact, extra: 'x', property_id: '5' })).toEqual({
      form: 'contact',
      key: 'k-1',
      values: {
        name: 'Asha Verma',
        email: 'asha@example.in',
        phone: '98100 12345',
        subject: 'Flat in Sector 150',
        message: 'Please call me.',
        website: '',
      },
    });
  });

  it('names no form: null (unknown, missing, or an Object member)', () => {
    expect(readPostedForm({ ...contact, [FORM_NAME_FIELD]: 'newsletter' })).toBeNull();
    expect(readPostedForm({ name: 'x' })).toBeNull();
    expect(readPostedForm({ [FORM_NAME_FIELD]: 'constructor' })).toBeNull();
    expect(readPostedForm(null)).toBeNull();
    expect(readPostedForm('site-form=contact')).toBeNull();
  });

  it('a repeated field counts once, a missing one is empty, a long one is cut', () => {
    const read = readPostedForm({
      [FORM_NAME_FIELD]: ['loan-lead', 'contact'],
      name: ['First', 'Second'],
      email: 'x'.repeat(MAX_POSTED_VALUE + 5),
    });
    expect(read?.form).toBe('loan-lead');
    expect(read?.values).toEqual({ name: 'First', email: 'x'.repeat(MAX_POSTED_VALUE), phone: '', website: '' });
    expect(read?.key).toBe('');
  });
});

describe('checkPostedForm', () => {
  it('a valid contact enquiry becomes the payload the API takes (trimmed)', () => {
    const read = readPostedForm({ ...contact, name: '  Asha Verma ' });
    const checked = read && checkPostedForm(read.form, read.values);
    expect(checked).toEqual({
      ok: true,
      payload: {
        name: 'Asha Verma',
        email: 'asha@example.in',
        phone: '98100 12345',
        subject: 'Flat in Sector 150',
        message: 'Please call me.',
        website: '',
      },
    });
  });

  it("an invalid one gets each field's first message", () => {
    const read = readPostedForm({ ...contact, name: ' ', email: 'asha@', phone: '123' });
    const checked = read && checkPostedForm(read.form, read.values);
    expect(checked).toEqual({
      ok: false,
      errors: {
        name: 'This field is required',
        email: 'Please enter a valid e-mail address',
        phone: 'Please enter a 10-digit phone number',
      },
    });
  });

  it("a property enquiry carries its listing's kind and id as numbers; a bad id is refused", () => {
    const enquiry = { ...contact, [FORM_NAME_FIELD]: 'enquiry', property_kind: 'residential', property_id: '42' };
    const read = readPostedForm(enquiry);
    const ok = read && checkPostedForm(read.form, read.values);
    expect(ok).toMatchObject({ ok: true, payload: { property_kind: 'residential', property_id: 42 } });
    for (const bad of ['4x', '0', '99999999999']) {
      const r = readPostedForm({ ...enquiry, property_id: bad });
      expect(r && checkPostedForm(r.form, r.values)).toEqual({
        ok: false,
        errors: { property_id: 'This enquiry names no listing we know' },
      });
    }
  });

  it('a loan lead needs no phone', () => {
    const read = readPostedForm({ [FORM_NAME_FIELD]: 'loan-lead', name: 'Ravi', email: 'ravi@example.in' });
    expect(read && checkPostedForm(read.form, read.values)).toEqual({
      ok: true,
      payload: { name: 'Ravi', email: 'ravi@example.in', phone: '', website: '' },
    });
  });
});

it('the success view names the form only', () => {
  expect(sentPath('/contact', 'contact')).toBe('/contact?sent=contact');
});
