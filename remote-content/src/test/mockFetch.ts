/** A fetch stand-in: each call is answered by `handler(url, init)`; calls are recorded. */
export interface FetchCall {
  url: string;
  method: string;
  headers: Headers;
  body: string | null;
}

export type Answer = { status: number; body: unknown } | 'network-error' | Promise<{ status: number; body: unknown }>;

export function mockFetch(handler: (call: FetchCall) => Answer) {
  const calls: FetchCall[] = [];
  const fn = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(String(input), init);
    const call: FetchCall = { url: req.url, method: req.method, headers: req.headers, body: req.method === 'GET' ? null : await req.clone().text() };
    calls.push(call);
    const answer = await handler(call);
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
  globalThis.fetch = fn as unknown as typeof fetch;
  return { fn, calls };
}
