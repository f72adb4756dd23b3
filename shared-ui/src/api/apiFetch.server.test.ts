/** @jest-environment node */
import { recordAnswers } from './answerRecords';
import { cacheSeconds, clearApiAnswers, fetchApiAnswer, keepSeconds, staleSeconds } from './apiFetch.server';

function answering(status: number, cacheControl: string | null, body = '{"ok":true}') {
  const calls: string[] = [];
  const fake = jest.fn(async (url: string) => {
    calls.push(url);
    return new Response(body, { status, headers: cacheControl ? { 'cache-control': cacheControl } : {} });
  });
  global.fetch = fake as unknown as typeof fetch;
  return calls;
}

describe('cacheSeconds', () => {
  it.each([
    ['public, max-age=60', 60],
    ['max-age=5', 5],
    ['public, s-maxage=30', 30],
    ['max-age=86400', 60],
    ['no-store', 0],
    ['no-cache, max-age=60', 0],
    ['private, max-age=60', 0],
    ['public', 0],
    ['', 0],
    [null, 0],
    ['max-age=abc', 0],
  ])('%s → %i s', (value, seconds) => expect(cacheSeconds(value)).toBe(seconds));
});

describe('staleSeconds', () => {
  it.each([
    ['public, max-age=60, stale-while-revalidate=60', 60],
    ['max-age=5,stale-while-revalidate=30', 30],
    ['max-age=60, stale-while-revalidate=86400', 60],
    ['max-age=60', 0],
    ['no-store, stale-while-revalidate=60', 0],
    ['stale-while-revalidate=60', 0],
    ['max-age=60, stale-while-revalidate=x', 0],
    [null, 0],
  ])('%s → %i s', (value, seconds) => expect(staleSeconds(value)).toBe(seconds));
});

describe('fetchApiAnswer on the server', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
    clearApiAnswers();
  });

  it('reuses a GET answer while the API’s max-age allows, then asks again', async () => {
    const calls = answering(200, 'public, max-age=60');
    let t = 1_000_000;
    const now = () => t;
    const first = await fetchApiAnswer('http://api/x', {}, now);
    expect(first).toEqual({ ok: true, status: 200, text: '{"ok":true}' });
    t += 59_000;
    expect(await fetchApiAnswer('http://api/x', {}, now)).toEqual(first);
    expect(calls).toHaveLength(1);
    t += 2_000;
    await fetchApiAnswer('http://api/x', {}, now);
    expect(calls).toHaveLength(2);
  });

  it('never keeps errors, answers the API says not to keep, or writes', async () => {
    answering(404, 'public, max-age=60');
    await fetchApiAnswer('http://api/missing', {});
    const notFound = await fetchApiAnswer('http://api/missing', {});
    expect(notFound.status).toBe(404);
    expect(global.fetch).toHaveBeenCalledTimes(2);

    answering(200, 'no-store');
    await fetchApiAnswer('http://api/fresh', {});
    await fetchApiAnswer('http://api/fresh', {});
    expect(global.fetch).toHaveBeenCalledTimes(2);

    answering(200, 'public, max-age=60');
    await fetchApiAnswer('http://api/write', { method: 'POST', body: '{}' });
    await fetchApiAnswer('http://api/write', { method: 'POST', body: '{}' });
    expect(global.fetch).toHaveBeenCalledTimes(2);
  });

  it('clearApiAnswers (the public data changed) forgets kept answers and does not keep one still on its way', async () => {
    const calls = answering(200, 'public, max-age=60');
    await fetchApiAnswer('http://api/listing', {});
    clearApiAnswers();
    await fetchApiAnswer('http://api/listing', {});
    expect(calls).toHaveLength(2);
    const inFlight = fetchApiAnswer('http://api/other', {});
    clearApiAnswers();
    await inFlight;
    await fetchApiAnswer('http://api/other', {});
    expect(calls).toHaveLength(4);
  });

  it('sends the request id of the page it renders for to the API, and none outside a render', async () => {
    answering(200, 'no-store');
    const sent = () =>
      (global.fetch as jest.Mock).mock.calls.map(([, init]) => new Headers(init.headers).get('x-request-id'));
    await recordAnswers(
      () => fetchApiAnswer('http://api/a', { headers: { accept: 'application/json' } }),
      'page-req-0001',
    ).result;
    await recordAnswers(() => fetchApiAnswer('http://api/b', {})).result;
    await fetchApiAnswer('http://api/c', {});
    expect(sent()).toEqual(['page-req-0001', null, null]);
    expect(new Headers((global.fetch as jest.Mock).mock.calls[0][1].headers).get('accept')).toBe('application/json');
  });

  it('keeps at most 500 answers, dropping the least recently used first', async () => {
    const calls = answering(200, 'max-age=60');
    for (let i = 0; i < 500; i++) await fetchApiAnswer(`http://api/${i}`, {});
    await fetchApiAnswer('http://api/0', {}); // kept, and now the most recently used
    expect(calls).toHaveLength(500);
    await fetchApiAnswer('http://api/500', {}); // the 501st: api/1 goes
    expect(calls).toHaveLength(501);
    await fetchApiAnswer('http://api/0', {});
    await fetchApiAnswer('http://api/500', {});
    expect(calls).toHaveLength(501);
    await fetchApiAnswer('http://api/1', {});
    expect(calls).toHaveLength(502);
  });

  it('keeps nothing asked with credentials unless the API says public, and counts an Age header', async () => {
    const calls = answering(200, 'max-age=60');
    const signedIn = { headers: { authorization: 'Bearer staff' } };
    await fetchApiAnswer('http://api/staff', signedIn);
    await fetchApiAnswer('http://api/staff', signedIn);
    expect(calls).toHaveLength(2);
    expect(
      keepSeconds(
        { method: 'GET', url: '/x', headers: { authorization: 'Bearer staff' } },
        { status: 200, headers: { 'cache-control': 'public, max-age=30' } },
      ),
    ).toEqual({ fresh: 30, stale: 0 });
    expect(
      keepSeconds(
        { method: 'GET', url: '/x', headers: {} },
        { status: 200, headers: { 'cache-control': 'max-age=30, stale-while-revalidate=20', age: '25' } },
      ),
    ).toEqual({ fresh: 5, stale: 20 });
  });
});

describe('recordAnswers: what a render took from the API', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
    clearApiAnswers();
  });

  it('notes every answer, however deep in the render’s promises, with the earliest expiry', async () => {
    answering(200, 'public, max-age=60');
    const t = 1_000_000;
    const { result, record } = recordAnswers(async () => {
      await fetchApiAnswer('http://api/a', {}, () => t);
      await new Promise((r) => setTimeout(r, 1));
      answering(200, 'public, max-age=5');
      await fetchApiAnswer('http://api/b', {}, () => t);
      await fetchApiAnswer('http://api/a', {}, () => t + 1); // kept answer: still noted
    });
    await result;
    expect(record).toEqual({ until: t + 5_000, staleUntil: t + 5_000, keepable: true, answers: 3 });
  });

  it('notes how long the answers may be shown stale: the earliest, never before they are fresh no more', async () => {
    const t = 1_000_000;
    answering(200, 'public, max-age=60, stale-while-revalidate=60');
    const both = recordAnswers(async () => {
      await fetchApiAnswer('http://api/a', {}, () => t);
      answering(200, 'public, max-age=10, stale-while-revalidate=20');
      await fetchApiAnswer('http://api/b', {}, () => t);
      await fetchApiAnswer('http://api/a', {}, () => t + 1); // kept answer: its stale window too
    });
    await both.result;
    expect(both.record).toMatchObject({ until: t + 10_000, staleUntil: t + 30_000 });

    answering(200, 'public, max-age=60');
    const none = recordAnswers(() => fetchApiAnswer('http://api/c', {}, () => t));
    await none.result;
    expect(none.record).toMatchObject({ until: t + 60_000, staleUntil: t + 60_000 });
  });

  it('a render that met an answer it may not keep (an error, no-store, a failed call) may not be kept', async () => {
    answering(503, null);
    const failed = recordAnswers(() => fetchApiAnswer('http://api/a', {}));
    await failed.result;
    expect(failed.record.keepable).toBe(false);

    global.fetch = jest.fn(async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    const thrown = recordAnswers(() => fetchApiAnswer('http://api/b', {}));
    await expect(thrown.result).rejects.toThrow('fetch failed');
    expect(thrown.record).toMatchObject({ keepable: false, answers: 1 });
  });

  it('renders running side by side keep their own records; calls outside a render are not noted', async () => {
    answering(200, 'public, max-age=60');
    const one = recordAnswers(() => fetchApiAnswer('http://api/one', {}));
    const two = recordAnswers(async () => {
      await fetchApiAnswer('http://api/two', {});
      await fetchApiAnswer('http://api/three', {});
    });
    await fetchApiAnswer('http://api/outside', {});
    await Promise.all([one.result, two.result]);
    expect(one.record.answers).toBe(1);
    expect(two.record.answers).toBe(2);
  });
});
