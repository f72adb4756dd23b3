/**
 * @jest-environment node
 */
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToReadableStream } from 'react-dom/server';
import { configureStore } from '@reduxjs/toolkit';
import { createApi, skipToken } from '@reduxjs/toolkit/query/react';
import { Provider } from 'react-redux';
import { ServerPageContext, createServerPage } from './serverPage';
import { serverReady } from './serverQuery';

/** Each store a test made: its cache timers (kept after a render) are cleared after the test. */
const resets: (() => unknown)[] = [];
afterEach(() => {
  resets.splice(0).forEach((reset) => reset());
});

/** A fake API: answers after a tick (so the render must wait), fails for ids starting with 'bad'. */
function setup() {
  const calls: string[] = [];
  const api = createApi({
    reducerPath: 'testApi',
    baseQuery: async (id: string) => {
      calls.push(id);
      await new Promise((resolve) => setTimeout(resolve, id.startsWith('slow') ? 30 : 5));
      if (id.startsWith('bad')) return { error: { status: 500, data: `no ${id}` } };
      if (id.startsWith('throw')) throw new Error(`thrown ${id}`);
      return { data: `Answer for ${id}` };
    },
    endpoints: (build) => ({
      getAnswer: build.query<string, string>({ query: (id) => id }),
      getPages: build.infiniteQuery<string, string, number>({
        query: ({ queryArg, pageParam }) => `${queryArg}-page-${pageParam}`,
        infiniteQueryOptions: { initialPageParam: 1, getNextPageParam: (_last, _all, param) => param + 1 },
      }),
    }),
  });
  const useAnswer = serverReady(api.endpoints.getAnswer, api.useGetAnswerQuery);
  const usePages = serverReady(api.endpoints.getPages, api.useGetPagesInfiniteQuery);
  const makeStore = () => {
    const store = configureStore({
      reducer: { [api.reducerPath]: api.reducer },
      middleware: (getDefault) => getDefault().concat(api.middleware),
    });
    resets.push(() => store.dispatch(api.util.resetApiState()));
    return store;
  };

  function Answer({ id, skip }: { id: string | typeof skipToken; skip?: boolean }) {
    const { data, isError, isLoading, isUninitialized } = useAnswer(id, { skip });
    if (isUninitialized) return <p>idle</p>;
    if (isLoading) return <p>loading</p>;
    return <p>{isError ? 'Could not load' : data}</p>;
  }
  function Pages({ id }: { id: string }) {
    const { data, isLoading } = usePages(id);
    return <p>{isLoading ? 'loading' : data?.pages.join(', ')}</p>;
  }
  return { api, calls, makeStore, Answer, Pages };
}

type Store = ReturnType<ReturnType<typeof setup>['makeStore']>;

function page(store: Store, children: ReactNode) {
  return (
    <ServerPageContext.Provider value={createServerPage(new URL('https://www.example.in/'))}>
      <Provider store={store}>
        <main>{children}</main>
      </Provider>
    </ServerPageContext.Provider>
  );
}

/** The whole HTML once every region is ready, as the site server sends it; errors are collected. */
function renderPipeable(node: ReactNode): Promise<{ html: string; errors: unknown[] }> {
  const errors: unknown[] = [];
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        html += chunk.toString();
        done();
      },
    });
    sink.on('finish', () => resolve({ html, errors }));
    const stream = renderToPipeableStream(node, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        errors.push(error);
      },
    });
  });
}

describe('serverReady on the server', () => {
  it('waits for the answer: the HTML has the data, not the loading state', async () => {
    const { calls, makeStore, Answer } = setup();
    const store = makeStore();
    const { html, errors } = await renderPipeable(page(store, <Answer id="a" />));
    expect(html).toContain('<p>Answer for a</p>');
    expect(html).not.toContain('loading');
    expect(calls).toEqual(['a']);
    expect(errors).toEqual([]);
    // The answer is in the request's store, for the browser's server state.
    expect(store.getState().testApi.queries['getAnswer("a")']).toMatchObject({
      status: 'fulfilled',
      data: 'Answer for a',
    });
  });

  it('one component with several queries waits for each, whichever answers first (and a query that depends on another)', async () => {
    const { makeStore, api } = setup();
    const useAnswer = serverReady(api.endpoints.getAnswer, api.useGetAnswerQuery);
    function Several() {
      // 'slow' is asked first and answers last: after 'fast' answers, the retried render waits for
      // 'slow' alone, then for 'after' (known only from 'fast'); each wait is for its own query.
      const slow = useAnswer('slow-a');
      const fast = useAnswer('fast');
      const after = useAnswer(fast.data ? `after-${fast.data.length}` : skipToken);
      return <p>{[slow.data, fast.data, after.data].map((d) => d ?? 'missing').join(' | ')}</p>;
    }
    const store = makeStore();
    const { html, errors } = await renderPipeable(page(store, <Several />));
    expect(html).toContain('<p>Answer for slow-a | Answer for fast | Answer for after-15</p>');
    expect(errors).toEqual([]);
  });

  it('works the same with renderToReadableStream', async () => {
    const { makeStore, Answer } = setup();
    const stream = await renderToReadableStream(page(makeStore(), <Answer id="r" />));
    await stream.allReady;
    expect(await new Response(stream).text()).toContain('<p>Answer for r</p>');
  });

  it('renders the error state of a failed call (an error answer or a thrown fetch) and throws nothing', async () => {
    const { calls, makeStore, Answer } = setup();
    // RTK Query reports a thrown fetch on the console; that report is expected here.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { html, errors } = await renderPipeable(
      page(
        makeStore(),
        <>
          <Answer id="bad-1" />
          <Answer id="throw-1" />
          <Answer id="ok" />
        </>,
      ),
    );
    expect(html.match(/<p>Could not load<\/p>/g)).toHaveLength(2);
    expect(html).toContain('<p>Answer for ok</p>');
    expect(errors).toEqual([]);
    expect(calls.sort()).toEqual(['bad-1', 'ok', 'throw-1']);
    expect(consoleError).toHaveBeenCalledTimes(1);
    consoleError.mockRestore();
  });

  it('never fetches for skipToken or skip', async () => {
    const { calls, makeStore, Answer } = setup();
    const { html, errors } = await renderPipeable(
      page(
        makeStore(),
        <>
          <Answer id={skipToken} />
          <Answer id="skipped" skip />
        </>,
      ),
    );
    expect(html.match(/<p>idle<\/p>/g)).toHaveLength(2);
    expect(calls).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('fetches each query once per store, however many components ask; another request’s store fetches again', async () => {
    const { calls, makeStore, Answer } = setup();
    const tree = (
      <>
        <Answer id="same" />
        <Answer id="same" />
        <Answer id="other" />
        <Answer id="same" />
      </>
    );
    const first = await renderPipeable(page(makeStore(), tree));
    expect(first.html.match(/<p>Answer for same<\/p>/g)).toHaveLength(3);
    expect(calls.sort()).toEqual(['other', 'same']);
    const second = await renderPipeable(page(makeStore(), tree));
    expect(second.html).toBe(first.html);
    expect(calls.sort()).toEqual(['other', 'other', 'same', 'same']);
  });

  it('does not fetch again what the store already has', async () => {
    const { api, calls, makeStore, Answer } = setup();
    const store = makeStore();
    await store.dispatch(api.endpoints.getAnswer.initiate('known', { subscribe: false }));
    const { html } = await renderPipeable(page(store, <Answer id="known" />));
    expect(html).toContain('<p>Answer for known</p>');
    expect(calls).toEqual(['known']);
  });

  it('waits for an infinite query’s first page too', async () => {
    const { calls, makeStore, Pages } = setup();
    const { html } = await renderPipeable(page(makeStore(), <Pages id="list" />));
    expect(html).toContain('<p>Answer for list-page-1</p>');
    expect(calls).toEqual(['list-page-1']);
  });
});
