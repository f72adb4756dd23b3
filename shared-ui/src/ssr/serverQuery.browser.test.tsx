import { configureStore } from '@reduxjs/toolkit';
import { createApi, skipToken } from '@reduxjs/toolkit/query/react';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { serverReady, usePrefetchArg } from './serverQuery';

function setup() {
  const calls: string[] = [];
  // Calls answer after 5 ms, or when a test lets them (`hold`), whatever the machine's speed.
  const gate = { held: null as Promise<void> | null };
  const api = createApi({
    reducerPath: 'testApi',
    baseQuery: async (id: string) => {
      calls.push(id);
      await (gate.held ?? new Promise((resolve) => setTimeout(resolve, 5)));
      return id.startsWith('bad') ? { error: { status: 500, data: id } } : { data: `Answer for ${id}` };
    },
    endpoints: (build) => ({ getAnswer: build.query<string, string>({ query: (id) => id }) }),
  });
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  return { api, calls, store, gate };
}

type Hook = ReturnType<typeof setup>['api']['useGetAnswerQuery'];

/** Renders one query with `pick` choosing the hook, and records what each render saw. */
async function trace(
  pick: (api: ReturnType<typeof setup>['api']) => Hook,
  id: string | typeof skipToken,
  skip = false,
) {
  const { api, calls, store } = setup();
  const useAnswer = pick(api);
  const seen: string[] = [];
  function Answer() {
    const { status, data, isError } = useAnswer(id, { skip });
    seen.push(`${status}:${isError ? 'error' : (data ?? '-')}`);
    return <p>{status}</p>;
  }
  const { unmount } = render(
    <Provider store={store}>
      <Answer />
    </Provider>,
  );
  if (id !== skipToken && !skip) await screen.findByText(/fulfilled|rejected/);
  unmount();
  store.dispatch(api.util.resetApiState());
  return { seen, calls };
}

const plain = (api: ReturnType<typeof setup>['api']) => api.useGetAnswerQuery;
const ready = (api: ReturnType<typeof setup>['api']) => serverReady(api.endpoints.getAnswer, api.useGetAnswerQuery);

describe('serverReady in the browser (no server page)', () => {
  it.each([
    ['an answer', 'a', false],
    ['an error', 'bad-a', false],
    ['skip', 'a', true],
    ['skipToken', skipToken, false],
  ] as const)('behaves exactly like the plain hook for %s', async (_, id, skip) => {
    const expected = await trace(plain, id, skip);
    const actual = await trace(ready, id, skip);
    expect(actual).toEqual(expected);
    expect(actual.calls).toEqual(skip || id === skipToken ? [] : [id]);
    expect(actual.seen.at(-1)).toMatch(
      skip || id === skipToken ? /^uninitialized:-$/ : /^(fulfilled:Answer for a|rejected:error)$/,
    );
    expect(actual.seen[0]).toMatch(/^(pending|uninitialized):-$/);
  });
});

describe('usePrefetchArg: a prefetch beside a screen that hydrates later', () => {
  /**
   * The server's HTML shows the screen's failure. In the browser the prefetch hydrates first and
   * the screen (its code still loading) later: the prefetch must not ask again in between.
   */
  async function hydrateFailedPage(prefetchArg: (id: string) => string | typeof skipToken) {
    const { api, calls, store, gate } = setup();
    await store.dispatch(api.endpoints.getAnswer.initiate('bad-a', { subscribe: false }));
    calls.length = 0;
    // A call asked again stays in flight until the screen has hydrated.
    let answer: () => void = () => undefined;
    gate.held = new Promise<void>((resolve) => (answer = resolve));
    function Prefetch() {
      api.useGetAnswerQuery(prefetchArg('bad-a'));
      return null;
    }
    function Screen() {
      const { isLoading, isError, data } = api.useGetAnswerQuery('bad-a');
      return <p>{isLoading ? 'Loading…' : isError ? 'Could not load' : data}</p>;
    }
    let loaded: (m: { default: typeof Screen }) => void = () => undefined;
    const LazyScreen = lazy(() => new Promise<{ default: typeof Screen }>((resolve) => (loaded = resolve)));
    const page = (screenEl: ReactNode) => (
      <Provider store={store}>
        <Prefetch />
        <Suspense fallback={<p>…</p>}>{screenEl}</Suspense>
      </Provider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(<Screen />));
    expect(container.textContent).toBe('Could not load');
    const recovered: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page(<LazyScreen />), { onRecoverableError: (e) => recovered.push(e) });
    });
    const callsBeforeScreen = [...calls];
    await act(async () => loaded({ default: Screen }));
    await act(async () => answer());
    return { recovered, callsBeforeScreen, calls, container };
  }

  it('hydrates the server’s failure as it is, and the screen then tries again', async () => {
    const result = await hydrateFailedPage((id) => usePrefetchArg(id));
    expect(result.recovered).toEqual([]);
    expect(result.callsBeforeScreen).toEqual([]);
    // The screen's own retry, once hydrated, and its failure shown again.
    await waitFor(() => expect(result.container.textContent).toBe('Could not load'));
    expect(result.calls).toEqual(['bad-a']);
    expect(result.recovered).toEqual([]);
  });

  it('(without it, the prefetch asks again before the screen hydrates, and the HTML no longer matches)', async () => {
    const result = await hydrateFailedPage((id) => id);
    expect(result.callsBeforeScreen).toEqual(['bad-a']);
    expect(result.recovered).not.toEqual([]);
    await waitFor(() => expect(result.container.textContent).toBe('Could not load'));
  });

  it('a prefetch mounted in the browser (a visitor’s navigation) asks at once', () => {
    const { result } = renderHook(() => usePrefetchArg({ kind: 'r', pid: 7 }));
    expect(result.current).toEqual({ kind: 'r', pid: 7 });
  });
});
