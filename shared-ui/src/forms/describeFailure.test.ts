import { describeApiError } from '../api/baseQuery';
import {
  classifyFailure,
  describeFailure,
  describeWriteFailure,
  pickFieldMessages,
  type FailureTexts,
} from './describeFailure';

describe('classifyFailure', () => {
  it.each([
    [{ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, 'network'],
    [{ status: 'TIMEOUT_ERROR', error: 'The request timed out' }, 'timeout'],
    [{ status: 'PARSING_ERROR', originalStatus: 400, data: '<html>', error: 'x' }, 'unreadable'],
    [{ status: 400, data: {} }, 'invalid'],
    [{ status: 404 }, 'notFound'],
    [{ status: 409 }, 'conflict'],
    [{ status: 422, data: { message: 'Idempotency-Key reused with a different body' } }, 'conflict'],
    [{ status: 413 }, 'tooLarge'],
    [{ status: 429 }, 'rateLimited'],
    [{ status: 500 }, 'server'],
    [{ status: 503 }, 'server'],
    [{ status: 599 }, 'server'],
    [{ status: 600 }, 'unknown'],
    [{ status: 401 }, 'unknown'],
    [{ status: 499 }, 'unknown'],
    [{ status: 500.5 }, 'unknown'],
    [{ status: '500' }, 'unknown'],
    [{ status: 'toString' }, 'unknown'],
    [{ status: 'CUSTOM_ERROR', error: 'x' }, 'unknown'],
    [{}, 'unknown'],
    [null, 'unknown'],
    [undefined, 'unknown'],
    ['garbage', 'unknown'],
    [new Error('boom'), 'unknown'],
    [0, 'unknown'],
    [{ status: null }, 'unknown'],
  ])('%p is %s', (error, kind) => expect(classifyFailure(error)).toBe(kind));
});

describe('describeFailure', () => {
  const texts: FailureTexts = { network: 'offline', timeout: 'slow', fallback: 'other' };
  it('gives the text of the kind, or the fallback for a kind the screen does not word', () => {
    expect(describeFailure({ status: 'FETCH_ERROR' }, texts)).toBe('offline');
    expect(describeFailure({ status: 'TIMEOUT_ERROR' }, texts)).toBe('slow');
    expect(describeFailure({ status: 429 }, texts)).toBe('other');
    expect(describeFailure(undefined, texts)).toBe('other');
  });
});

describe('pickFieldMessages', () => {
  const fields = ['name', 'email', 'phone'] as const;
  it('keeps only the form fields with text messages', () => {
    expect(pickFieldMessages({ name: 'Too long', website: 'x', email: 5, phone: '' }, fields, 300)).toEqual({
      name: 'Too long',
    });
    expect(pickFieldMessages({ phone: '   ' }, fields, 300)).toEqual({});
  });
  it('cuts long messages to the limit', () => {
    expect(pickFieldMessages({ email: 'e'.repeat(500) }, fields, 200).email).toHaveLength(200);
    expect(pickFieldMessages({ email: 'é' }, fields, 1)).toEqual({ email: 'é' });
  });
  it('ignores garbage and inherited names', () => {
    expect(pickFieldMessages(null, fields, 300)).toEqual({});
    expect(pickFieldMessages('fields', fields, 300)).toEqual({});
    expect(pickFieldMessages(['name'], fields, 300)).toEqual({});
    const inherited = Object.create({ name: 'from the prototype' }) as object;
    expect(pickFieldMessages(inherited, fields, 300)).toEqual({});
  });
});

describe('describeWriteFailure', () => {
  const options = {
    texts: { invalid: 'check the fields', fallback: 'sorry' },
    fields: ['name', 'email'] as const,
    maxFieldLength: 10,
  };
  it('a 400 gives the fields the API named, cut to the limit', () => {
    const error = {
      status: 400,
      data: { statusCode: 400, message: 'x', fields: { email: 'Please enter a valid e-mail address', website: 'no' } },
    };
    expect(describeWriteFailure(error, options)).toEqual({
      message: 'check the fields',
      fields: { email: 'Please ent' },
    });
  });
  it('a 400 without usable fields gives none', () => {
    expect(describeWriteFailure({ status: 400, data: 'html' }, options)).toEqual({
      message: 'check the fields',
      fields: {},
    });
    expect(describeWriteFailure({ status: 400 }, options)).toEqual({ message: 'check the fields', fields: {} });
    expect(describeWriteFailure({ status: 400, data: { fields: 'name' } }, options)).toEqual({
      message: 'check the fields',
      fields: {},
    });
  });
  it('other failures never carry fields, even when the body names some', () => {
    expect(describeWriteFailure({ status: 500, data: { fields: { name: 'x' } } }, options)).toEqual({
      message: 'sorry',
      fields: {},
    });
    expect(describeWriteFailure(null, options)).toEqual({ message: 'sorry', fields: {} });
  });
});

describe('describeApiError (reads: the same kinds, the read screens’ sentences)', () => {
  it.each([
    [{ status: 'TIMEOUT_ERROR' }, 'The server is taking too long to answer. Please try again.'],
    [{ status: 'PARSING_ERROR' }, 'The server sent an answer we could not read. Please try again later.'],
    [{ status: 'FETCH_ERROR' }, 'We could not reach the server. Please check your connection and try again.'],
    [{ status: 404 }, 'We could not find what you were looking for.'],
    [{ status: 500 }, 'Something went wrong while loading this section. Please try again.'],
    [{ status: 400 }, 'Something went wrong while loading this section. Please try again.'],
    [undefined, 'Something went wrong while loading this section. Please try again.'],
  ])('%p', (error, text) => expect(describeApiError(error)).toBe(text));
});
