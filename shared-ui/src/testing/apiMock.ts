import { apiErrorSchema } from 'contracts/api';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { safeParse, type $ZodType } from 'zod/v4/core';

/**
 * API mocks for component tests, built from the contract (msw in Node: the code under test calls
 * the real `fetch`). Every answer is checked against the contract's zod schema before it is served
 * (a 2xx against the route's answer schema, an error against the API's error body) and every write
 * against the schema of what the API accepts, so a fixture or a form that drifts from the contract
 * fails the test. Test code only: the shared-ui barrel does not export it and no bundle holds it.
 */

/** The API origin every component test's runtime config points at (Node's Request needs absolute URLs). */
export const TEST_API_ORIGIN = 'http://api.test';

/** A request the code under test sent. */
export interface RecordedCall {
  url: string;
  /** The URL's path, without the query. */
  path: string;
  query: URLSearchParams;
  method: string;
  headers: Headers;
  /** The body as sent (null for GET). */
  body: string | null;
}

/** The methods a mocked route answers (the staff back-office edits and deletes too). */
export type MockMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a route answers: a body with its status (200 unless given), or a failed network. */
export type Reply = { status?: number; body: unknown } | 'network-error';

export interface ContractRoute {
  method?: MockMethod;
  /** A path on the test API, with msw's `:param` patterns ('/api/blogs/:slug'). */
  path: string;
  /** The contract's schema of a successful (2xx) answer. */
  answer: $ZodType;
  /** The contract's schema of the request body, for writes. */
  accepts?: $ZodType;
  reply: Reply | ((call: RecordedCall) => Reply | Promise<Reply>);
}

/** A route that serves what the contract does not allow, on purpose (tests of malformed answers). */
export interface OffContractRoute {
  method?: MockMethod;
  path: string;
  /** Why the answer breaks the contract: the test's reason, kept beside the fixture. */
  offContract: string;
  reply: Reply | ((call: RecordedCall) => Reply | Promise<Reply>);
}

export type MockRoute = ContractRoute | OffContractRoute;

/** An error answer with the API's error body (`{ statusCode, error, message }`) for a status. */
export const apiError = (status: number, message = 'failed', error = 'Error') => ({
  status,
  body: { statusCode: status, error, message },
});

/** The fixture when it matches `schema`; else an error naming each place it breaks the contract. */
export function checkedFixture<T>(schema: $ZodType<T>, fixture: unknown, what = 'fixture'): T {
  const result = safeParse(schema, fixture);
  if (result.success) return result.data;
  const problems = result.error.issues
    .map((i) => `${i.path.map(String).join('.') || '(root)'}: ${i.message}`)
    .join('; ');
  throw new Error(`${what} does not match the contract: ${problems}`);
}

/** Checks a reply against the route's contract: 2xx against its answer, any other status against the error body. */
export function checkReply(route: MockRoute, reply: Reply): void {
  if (reply === 'network-error' || 'offContract' in route) return;
  const status = reply.status ?? 200;
  const what = `${route.method ?? 'GET'} ${route.path} (${status})`;
  checkedFixture(status >= 200 && status < 300 ? route.answer : apiErrorSchema, reply.body, what);
}

async function record(request: Request): Promise<RecordedCall> {
  const url = new URL(request.url);
  const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.clone().text();
  return {
    url: request.url,
    path: url.pathname,
    query: url.searchParams,
    method: request.method,
    headers: request.headers,
    body,
  };
}

function parseJson(text: string | null): unknown {
  try {
    return text === null ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return text;
  }
}

export interface ApiMock {
  /** Every request the code under test sent in this test, in order (unmocked ones too). */
  readonly calls: RecordedCall[];
  /**
   * What broke the contract (or had no mock) in this test: it fails after the test ends. A test
   * that provokes one on purpose checks it and empties the list.
   */
  readonly problems: string[];
  /** The routes of this test (before the file's defaults until the test ends). */
  use(...routes: MockRoute[]): void;
}

/**
 * Starts msw for this test file (call it at the top level of the file): `use()` sets a test's
 * routes; a request no route answers gets the API's 404 and fails the test, as does a fixture or a
 * write that breaks the contract (reported after the test, with what broke).
 */
export function mockApi(...defaults: MockRoute[]): ApiMock {
  const calls: RecordedCall[] = [];
  const problems: string[] = [];

  const handlerFor = (route: MockRoute) => {
    const method = route.method ?? 'GET';
    if (typeof route.reply !== 'function') checkReply(route, route.reply); // a bad fixture fails at once
    const resolver = async ({ request }: { request: Request }) => {
      const call = await record(request);
      calls.push(call);
      try {
        if ('accepts' in route && route.accepts)
          checkedFixture(route.accepts, parseJson(call.body), `the body sent to ${method} ${route.path}`);
        const reply = typeof route.reply === 'function' ? await route.reply(call) : route.reply;
        checkReply(route, reply);
        if (reply === 'network-error') return HttpResponse.error();
        return HttpResponse.json(reply.body as JsonBodyType, { status: reply.status ?? 200 });
      } catch (error) {
        problems.push(error instanceof Error ? error.message : String(error));
        return HttpResponse.json(
          { statusCode: 500, error: 'Contract violation', message: 'see the test' },
          { status: 500 },
        );
      }
    };
    const on = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete }[method];
    return on(`${TEST_API_ORIGIN}${route.path}`, resolver);
  };

  // Unmocked: the API's answer to an unknown path, and a failed test. Last, so every route comes first.
  const unmocked = http.all('*', async ({ request }) => {
    calls.push(await record(request));
    problems.push(`no mock answers ${request.method} ${request.url}`);
    return HttpResponse.json({ statusCode: 404, error: 'Not Found', message: 'no route' }, { status: 404 });
  });
  const server = setupServer(...defaults.map(handlerFor), unmocked);

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    calls.length = 0;
    const found = problems.splice(0);
    if (found.length) throw new Error(`The API mock found:\n- ${found.join('\n- ')}`);
  });
  afterAll(() => server.close());

  return {
    calls,
    problems,
    use: (...routes) => server.use(...routes.map(handlerFor)),
  };
}
