import { createKeyKeeper, newIdempotencyKey } from './idempotencyKey';
import { describeLeadFailure, formErrors } from './leadErrors';

describe('formErrors', () => {
  it('empty name and email only turn red; other problems keep their message', () => {
    expect(formErrors({ name: ' ', email: '', phone: '123' }, { name: 'This field is required', email: 'This field is required', phone: 'Please enter a 10-digit phone number' })).toEqual({
      name: true,
      email: true,
      phone: 'Please enter a 10-digit phone number',
    });
    expect(formErrors({ name: 'Asha', email: 'asha@', phone: '' }, { email: 'Please enter a valid e-mail address' })).toEqual({ email: 'Please enter a valid e-mail address' });
  });
});

describe('describeLeadFailure', () => {
  it('400 names the fields', () => {
    expect(describeLeadFailure({ status: 400, data: { message: 'x', fields: { email: 'Please enter a valid e-mail address', other: 'ignored', phone: 5 } } })).toEqual({
      message: 'Please check the highlighted details and try again.',
      fields: { email: 'Please enter a valid e-mail address' },
    });
  });
  it.each([
    [{ status: 500, data: { message: 'Internal' } }, 'We could not send your details right now. Please try again in a moment.'],
    [{ status: 'FETCH_ERROR', error: 'x' }, 'We could not reach the server. Please check your connection and try again.'],
    [{ status: 'TIMEOUT_ERROR', error: 'x' }, 'The server is taking too long to answer. Please try again.'],
    [{ status: 429 }, 'Too many attempts. Please wait a minute and try again.'],
    [null, 'We could not send your details right now. Please try again in a moment.'],
    ['garbage', 'We could not send your details right now. Please try again in a moment.'],
  ])('%p', (err, message) => expect(describeLeadFailure(err).message).toBe(message));
});

describe('idempotency keys', () => {
  it('same payload reuses the key, new payload or a reset gets a new one', () => {
    let n = 0;
    const keeper = createKeyKeeper(() => `k${++n}`);
    expect(keeper.keyFor('a')).toBe('k1');
    expect(keeper.keyFor('a')).toBe('k1');
    expect(keeper.keyFor('b')).toBe('k2');
    keeper.reset();
    expect(keeper.keyFor('b')).toBe('k3');
  });
  it('makes printable keys the API accepts', () => {
    expect(newIdempotencyKey()).toMatch(/^[\x21-\x7e]{1,200}$/);
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });
});
