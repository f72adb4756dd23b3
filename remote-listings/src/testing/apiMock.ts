import { parseRuntimeConfig, setRuntimeConfig } from 'shared-ui';
import sample from 'shared-ui/src/config/sample-runtime-config.json';

/** Node's fetch needs absolute URLs: point the API at a fake host for component tests. */
export function useTestApiHost(): void {
  const parsed = parseRuntimeConfig({ ...sample, apiBaseUrl: 'http://api.test' });
  if (!parsed.ok) throw new Error(parsed.error);
  setRuntimeConfig(parsed.config);
}

export type MockAnswer = { status?: number; body: unknown };

/**
 * Replaces fetch: `answer(path, query)` gives the reply for each call (404 when undefined).
 * Returns the mock so tests can check which URLs were asked for.
 */
export function mockApi(answer: (path: string, query: URLSearchParams) => MockAnswer | undefined): jest.Mock {
  const fn = jest.fn(async (input: RequestInfo | URL) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href);
    const reply = answer(url.pathname, url.searchParams) ?? { status: 404, body: { message: 'not found' } };
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  });
  global.fetch = fn as unknown as typeof fetch;
  return fn;
}
