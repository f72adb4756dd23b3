import { configureStore } from '@reduxjs/toolkit';
import { createApi, skipToken } from '@reduxjs/toolkit/query/react';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { serverReady } from './serverQuery';

function setup() {
  const calls: string[] = [];
  const api = createApi({
    reducerPath: 'testApi',
    baseQuery: async (id: string) => {
      calls.push(id);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return id.startsWith('bad') ? { error: { status: 500, data: id } } : { data: `Answer for ${id}` };
    },
    endpoints: (build) => ({ getAnswer: build.query<string, string>({ query: (id) => id }) }),
  });
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  return { api, calls, store };
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
