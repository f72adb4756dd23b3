import { describeWriteFailure } from 'shared-ui';
import { formErrors, LEAD_FAILURE_TEXTS, LEAD_FIELDS, MAX_LEAD_FIELD_MESSAGE } from './leadErrors';

describe('formErrors', () => {
  it('empty name and email only turn red; other problems keep their message', () => {
    expect(
      formErrors(
        { name: ' ', email: '', phone: '123' },
        {
          name: 'This field is required',
          email: 'This field is required',
          phone: 'Please enter a 10-digit phone number',
        },
      ),
    ).toEqual({
      name: true,
      email: true,
      phone: 'Please enter a 10-digit phone number',
    });
    expect(
      formErrors({ name: 'Asha', email: 'asha@', phone: '' }, { email: 'Please enter a valid e-mail address' }),
    ).toEqual({ email: 'Please enter a valid e-mail address' });
  });
});

describe('the form’s failure messages', () => {
  const describeLeadFailure = (error: unknown) =>
    describeWriteFailure(error, {
      texts: LEAD_FAILURE_TEXTS,
      fields: LEAD_FIELDS,
      maxFieldLength: MAX_LEAD_FIELD_MESSAGE,
    });

  it('400 names the fields', () => {
    expect(
      describeLeadFailure({
        status: 400,
        data: { message: 'x', fields: { email: 'Please enter a valid e-mail address', other: 'ignored', phone: 5 } },
      }),
    ).toEqual({
      message: 'Please check the highlighted details and try again.',
      fields: { email: 'Please enter a valid e-mail address' },
    });
    expect(describeLeadFailure({ status: 400, data: { fields: { name: 'n'.repeat(300) } } }).fields.name).toHaveLength(
      200,
    );
  });
  it.each([
    [
      { status: 500, data: { message: 'Internal' } },
      'We could not send your details right now. Please try again in a moment.',
    ],
    [
      { status: 'FETCH_ERROR', error: 'x' },
      'We could not reach the server. Please check your connection and try again.',
    ],
    [{ status: 'TIMEOUT_ERROR', error: 'x' }, 'The server is taking too long to answer. Please try again.'],
    [{ status: 429 }, 'Too many attempts. Please wait a minute and try again.'],
    [{ status: 413 }, 'We could not send your details right now. Please try again in a moment.'],
    [{ status: 422 }, 'We could not send your details right now. Please try again in a moment.'],
    [null, 'We could not send your details right now. Please try again in a moment.'],
    ['garbage', 'We could not send your details right now. Please try again in a moment.'],
  ])('%p', (err, message) => expect(describeLeadFailure(err)).toEqual({ message, fields: {} }));
});
