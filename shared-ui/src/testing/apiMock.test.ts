import { writeAnswerSchema, contactEnquirySchema } from 'contracts/api';
import { apiError, checkedFixture, checkReply, mockApi, TEST_API_ORIGIN, type ContractRoute } from './apiMock';

const WRITE = `${TEST_API_ORIGIN}/api/request-form`;
const enquiry = {
  name: 'Asha',
  email: 'asha@example.com',
  phone: '9810000000',
  subject: 'Flat',
  message: 'Call me',
  website: '',
};
const post = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(WRITE, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  });

const writeRoute = (reply: ContractRoute['reply']): ContractRoute => ({
  method: 'POST',
  path: '/api/request-form',
  answer: writeAnswerSchema,
  accepts: contactEnquirySchema,
  reply,
});

describe('checkedFixture and checkReply', () => {
  it('returns a fixture that matches and names every place one does not', () => {
    expect(checkedFixture(writeAnswerSchema, { status: 200, id: 3 })).toEqual({ status: 200, id: 3 });
    expect(() => checkedFixture(writeAnswerSchema, { status: 201, id: 'x' }, 'POST /api/request-form')).toThrow(
      /^POST \/api\/request-form does not match the contract: status: .+; id: .+$/,
    );
    expect(() => checkedFixture(writeAnswerSchema, null)).toThrow(/fixture does not match the contract: \(root\)/);
  });

  it('checks a 2xx against the answer, any other status against the API error body', () => {
    const route = writeRoute({ body: {} });
    expect(() => checkReply(route, { body: { status: 200, id: 1 } })).not.toThrow();
    expect(() =>
      checkReply(route, { status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'x' } }),
    ).not.toThrow();
    expect(() =>
      checkReply(route, {
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message: 'x', fields: { name: 'n' } },
      }),
    ).not.toThrow();
    expect(() => checkReply(route, { status: 503, body: {} })).toThrow(
      /\(503\) does not match the contract: statusCode/,
    );
    expect(() => checkReply(route, { status: 200, body: { ok: true } })).toThrow(/\(200\)/);
    expect(() => checkReply(route, 'network-error')).not.toThrow();
    expect(() =>
      checkReply({ path: '/x', offContract: 'garbage on purpose', reply: 'network-error' }, { body: 'garbage' }),
    ).not.toThrow();
  });
});

describe('mockApi', () => {
  const api = mockApi({ path: '/api/blogs', answer: writeAnswerSchema, reply: { body: { status: 200, id: 0 } } });

  it('serves the file’s routes and records every call', async () => {
    const res = await fetch(`${TEST_API_ORIGIN}/api/blogs?page=2`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 200, id: 0 });
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]).toMatchObject({
      method: 'GET',
      path: '/api/blogs',
      body: null,
      url: `${TEST_API_ORIGIN}/api/blogs?page=2`,
    });
    expect(api.calls[0]?.query.get('page')).toBe('2');
  });

  it('a test’s routes come first; replies can depend on the call and wait', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    api.use(
      writeRoute(async (call) => {
        await gate;
        return { body: { status: 200, id: call.headers.get('idempotency-key') === 'k1' ? 1 : 2 } };
      }),
    );
    const answer = post(enquiry, { 'Idempotency-Key': 'k1' });
    release();
    expect(await (await answer).json()).toEqual({ status: 200, id: 1 });
    expect(api.calls[0]?.method).toBe('POST');
    expect(JSON.parse(api.calls[0]?.body ?? '')).toEqual(enquiry);
  });

  it('gives error answers and network failures', async () => {
    api.use(writeRoute({ status: 429, body: { statusCode: 429, error: 'Too Many Requests', message: 'slow down' } }));
    expect((await post(enquiry)).status).toBe(429);
    api.use(writeRoute('network-error'));
    await expect(post(enquiry)).rejects.toThrow(TypeError);
  });

  it('a write the contract refuses, an answer that drifts and an unmocked call are reported', async () => {
    api.use(writeRoute((call) => ({ body: { status: 200, id: call.body?.includes('"x"') ? 'seven' : 7 } })));
    expect((await post({ ...enquiry, email: 'nope' })).status).toBe(500);
    expect((await post({ ...enquiry, subject: 'x' })).status).toBe(500);
    expect((await fetch(`${TEST_API_ORIGIN}/api/unknown`)).status).toBe(404);
    const found = api.problems.splice(0);
    expect(found).toHaveLength(3);
    expect(found[0]).toMatch(/^the body sent to POST \/api\/request-form does not match the contract: email: /);
    expect(found[1]).toMatch(/^POST \/api\/request-form \(200\) does not match the contract: id: /);
    expect(found[2]).toBe(`no mock answers GET ${TEST_API_ORIGIN}/api/unknown`);
  });

  it('refuses a route whose fixed fixture drifts from the contract when it is made', () => {
    expect(() => api.use(writeRoute({ body: { status: 200 } }))).toThrow(
      /^POST \/api\/request-form \(200\) does not match the contract: id: /,
    );
  });

  it('starts every test with the file’s routes and no calls', async () => {
    expect(api.calls).toEqual([]);
    expect((await post(enquiry)).status).toBe(404);
    expect(api.problems.splice(0)).toEqual([`no mock answers POST ${WRITE}`]);
  });
});

describe('apiError', () => {
  it('is the API error body the contract allows, for any status', () => {
    expect(apiError(503)).toEqual({ status: 503, body: { statusCode: 503, error: 'Error', message: 'failed' } });
    expect(apiError(404, 'No blog post', 'Not Found')).toEqual({
      status: 404,
      body: { statusCode: 404, error: 'Not Found', message: 'No blog post' },
    });
    expect(() =>
      checkReply({ path: '/x', answer: writeAnswerSchema, reply: 'network-error' }, apiError(429)),
    ).not.toThrow();
  });
});
