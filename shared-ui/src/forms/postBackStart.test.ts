import type { FormPostBack } from 'contracts/forms';
import { enquiryFieldErrors, ENQUIRY_FAILURE_TEXTS, ENQUIRY_NOT_ACCEPTED } from './enquiryRules';
import { postBackStart, postBackValues } from './postBackStart';

const FIELDS = ['name', 'email', 'message'] as const;
const options = { texts: ENQUIRY_FAILURE_TEXTS, fields: FIELDS, maxFieldLength: 300 };
const checked = (m: Readonly<Record<string, string>>) => enquiryFieldErrors(m, FIELDS, 'message');
const back = (over: Partial<FormPostBack>): FormPostBack => ({
  form: 'contact',
  values: {},
  errors: {},
  failure: null,
  ...over,
});

describe('postBackStart', () => {
  it('no post-back: nothing to say', () => {
    expect(postBackStart(null, options, checked)).toEqual({ errors: {}, failure: null });
  });

  it("the schema's messages, as the form shows its own checks", () => {
    const start = postBackStart(back({ errors: { name: 'This field is required', phone: 'x' } }), options, checked);
    expect(start).toEqual({ errors: { name: 'This field is required' }, failure: null });
    // Only a hidden field failed: a message under the fallback field, never a silent stop.
    expect(postBackStart(back({ errors: { website: 'Too long' } }), options, checked)).toEqual({
      errors: { message: ENQUIRY_NOT_ACCEPTED },
      failure: null,
    });
  });

  it('a failed send, told as with JavaScript (with the API field messages of a 400)', () => {
    expect(postBackStart(back({ failure: { status: 429 } }), options, checked)).toEqual({
      errors: {},
      failure: ENQUIRY_FAILURE_TEXTS.rateLimited,
    });
    expect(postBackStart(back({ failure: { status: 'FETCH_ERROR' } }), options, checked).failure).toBe(
      ENQUIRY_FAILURE_TEXTS.network,
    );
    expect(
      postBackStart(back({ failure: { status: 400, data: { fields: { email: 'Bad address' } } } }), options, checked),
    ).toEqual({ errors: { email: 'Bad address' }, failure: ENQUIRY_FAILURE_TEXTS.invalid });
  });
});

describe('postBackValues', () => {
  const empty = { name: '', message: 'About ATS Pristine', website: '' };

  it("takes the form's own fields as typed, over its empty values", () => {
    const values = postBackValues(back({ values: { name: 'Asha', extra: 'x', website: 'bot' } }), empty);
    expect(values).toEqual({ name: 'Asha', message: 'About ATS Pristine', website: 'bot' });
  });

  it('no post-back: the empty values themselves', () => {
    expect(postBackValues(null, empty)).toBe(empty);
  });
});
