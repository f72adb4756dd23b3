import { NamedSchemaError } from '@reduxjs/toolkit/query';
import { schemaFailureAsError } from './answerSchema';
import { describeApiError } from './baseQuery';

const info = { endpoint: 'getBlogs', arg: undefined, type: 'query' as const };

describe('schemaFailureAsError', () => {
  it('turns a contract mismatch into a PARSING_ERROR naming the endpoint and the first bad field', () => {
    const issues = [
      { message: 'Invalid input: expected number, received string', path: ['property_list', 0, { key: 'price' }] },
    ];
    const error = schemaFailureAsError(new NamedSchemaError(issues, {}, 'rawResponseSchema', undefined), info);
    expect(error).toEqual({
      status: 'PARSING_ERROR',
      originalStatus: 200,
      data: '',
      error:
        'getBlogs: the answer does not match its contract (property_list.0.price: Invalid input: expected number, received string)',
    });
    expect(describeApiError(error)).toBe('The server sent an answer we could not read. Please try again later.');
  });

  it('names the whole answer when the issue has no path', () => {
    expect(
      schemaFailureAsError(
        new NamedSchemaError([{ message: 'Expected object' }], null, 'rawResponseSchema', undefined),
        info,
      ),
    ).toMatchObject({
      error: 'getBlogs: the answer does not match its contract (answer: Expected object)',
    });
  });
});
