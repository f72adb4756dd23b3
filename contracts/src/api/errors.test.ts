import { apiErrorSchema } from './answers';
import { errorBody, errorCode, errorReason } from './errors';

describe('the error body', () => {
  it('is the status, its reason phrase and the message, with a code and fields only when given', () => {
    expect(errorBody(404, 'Nothing here.')).toEqual({ statusCode: 404, error: 'Not Found', message: 'Nothing here.' });
    expect(errorBody(413, 'Too big', { code: 'PAYLOAD_TOO_LARGE' })).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'Too big',
      code: 'PAYLOAD_TOO_LARGE',
    });
    const form = errorBody(400, 'Check the form', { fields: { email: 'Enter an email address' } });
    expect(form.fields).toEqual({ email: 'Enter an email address' });
    expect(apiErrorSchema.safeParse(form).success).toBe(true);
  });

  it('names every status by its reason phrase, and one HTTP does not name as Error', () => {
    expect(errorReason(429)).toBe('Too Many Requests');
    expect(errorReason(599)).toBe('Error');
    expect(errorCode(429)).toBe('TOO_MANY_REQUESTS');
    expect(errorCode(418)).toBe('I_M_A_TEAPOT');
    expect(errorCode(599)).toBe('ERROR');
  });
});
