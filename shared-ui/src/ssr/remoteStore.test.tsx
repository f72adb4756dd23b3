import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import {
  SERVER_STATE_ACTION,
  extractServerState,
  releaseScopedStores,
  scopedStoreStates,
  useRemoteStore,
} from './remoteStore';
import { ServerPageContext, createServerPage, type ServerPage } from './serverPage';
import { adoptServerState, parseServerState, serializeServerState } from './serverState';

/** A remote's store as the remotes build theirs: one RTK Query API that adopts the server's cache. */
function makeApi(fetchName: (id: string) => Promise<string>) {
  return createApi({
    reducerPath: 'testApi',
    baseQuery: async (id: string) => ({ data: await fetchName(id) }),
    extractRehydrationInfo: extractServerState,
    endpoints: (build) => ({ getName: build.query<string, string>({ query: (id) => id }) }),
  });
}

function makeStoreFor(api: ReturnType<typeof makeApi>) {
  return () =>
    configureStore({
      reducer: { [api.reducerPath]: api.reducer },
      middleware: (getDefault) => getDefault().concat(api.middleware),
    });
}

/** A store that records what it is sent. */
function spyStore(name: string) {
  const actions: UnknownAction[] = [];
  return {
    name,
    actions,
    dispatch: (action: UnknownAction) => actions.push(action),
    getState: () => ({ of: name }),
  };
}

function StoreProbe({ remote, make, seen }: { remote: string; make: () => object; seen: object[] }) {
  seen.push(useRemoteStore(remote, make as () => ReturnType<typeof spyStore>));
  return null;
}

describe('useRemoteStore on the server', () => {
  it('gives one store per remote per page, and two pages never share one', () => {
    const seen: object[] = [];
    const make = jest.fn(() => spyStore('listings'));
    const makeOther = jest.fn(() => spyStore('content'));
    const renderPage = (page: ServerPage) =>
      renderToString(
        <ServerPageContext.Provider value={page}>
          <StoreProbe remote="listings" make={make} seen={seen} />
          <StoreProbe remote="listings" make={make} seen={seen} />
          <StoreProbe remote="content" make={makeOther} seen={seen} />
        </ServerPageContext.Provider>,
      );
    const first = createServerPage(new URL('https://www.example.in/'));
    const second = createServerPage(new URL('https://www.example.in/'));
    renderPage(first);
    renderPage(second);
    expect(make).toHaveBeenCalledTimes(2);
    expect(makeOther).toHaveBeenCalledTimes(2);
    const [a1, a2, b1, c1, c2, d1] = seen;
    expect(a1).toBe(a2);
    expect(c1).toBe(c2);
    expect(a1).not.toBe(c1);
    expect(b1).not.toBe(a1);
    expect(d1).not.toBe(b1);
    expect(first.scoped.get('store:listings')).toBe(a1);
    expect(second.scoped.get('store:listings')).toBe(c1);
  });

  it('never puts a server state into a server store', () => {
    adoptServerState({ config: {}, stores: { 'server-only': { testApi: {} } } });
    const store = spyStore('server-only');
    renderToString(
      <ServerPageContext.Provider value={createServerPage(new URL('https://www.example.in/'))}>
        <StoreProbe remote="server-only" make={() => store} seen={[]} />
      </ServerPageContext.Provider>,
    );
    expect(store.actions).toEqual([]);
    adoptServerState(null);
  });
});

describe('scopedStoreStates', () => {
  it('gives each created store’s state under its remote’s name and nothing else of the page', () => {
    const scoped = new Map<string, unknown>([
      ['store:listings', spyStore('listings')],
      ['store:content', spyStore('content')],
      ['other:thing', { getState: () => 'secret' }],
    ]);
    expect(scopedStoreStates(scoped)).toEqual({ listings: { of: 'listings' }, content: { of: 'content' } });
    expect(scopedStoreStates(new Map())).toEqual({});
  });
});

describe('releaseScopedStores', () => {
  async function storeWithAnswer() {
    const api = makeApi(async (id) => `name ${id}`);
    const store = makeStoreFor(api)();
    await store.dispatch(api.endpoints.getName.initiate('7', { subscribe: false }));
    expect(api.endpoints.getName.select('7')(store.getState()).data).toBe('name 7');
    return store;
  }

  it('resets each API slice of a finished render, cancelling its 60 s cache timer, and forgets the stores', async () => {
    jest.useFakeTimers();
    try {
      // Without a release, the unused answer keeps a removal timer (and the store) for 60 s.
      await storeWithAnswer();
      jest.advanceTimersByTime(1000);
      expect(jest.getTimerCount()).toBe(1);
      jest.advanceTimersByTime(60_000);
      expect(jest.getTimerCount()).toBe(0);

      const store = await storeWithAnswer();
      const scoped = new Map<string, unknown>([
        ['store:listings', store],
        ['other:thing', {}],
      ]);
      releaseScopedStores(scoped);
      expect(store.getState().testApi.queries).toEqual({});
      expect(scoped.size).toBe(0);
      jest.advanceTimersByTime(1000);
      expect(jest.getTimerCount()).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('useRemoteStore in the browser', () => {
  afterEach(() => adoptServerState(null));

  it('gives one store per remote for the whole page', () => {
    const seen: object[] = [];
    const make = jest.fn(() => spyStore('b1'));
    const makeOther = jest.fn(() => spyStore('b2'));
    const { unmount } = render(
      <>
        <StoreProbe remote="browser-one" make={make} seen={seen} />
        <StoreProbe remote="browser-two" make={makeOther} seen={seen} />
        <StoreProbe remote="browser-one" make={make} seen={seen} />
      </>,
    );
    unmount();
    render(<StoreProbe remote="browser-one" make={make} seen={seen} />);
    expect(make).toHaveBeenCalledTimes(1);
    expect(makeOther).toHaveBeenCalledTimes(1);
    expect(new Set(seen).size).toBe(2);
    expect(seen[0]).toBe(seen[seen.length - 1]);
    // No server state: nothing is sent to the new stores.
    expect((seen[0] as ReturnType<typeof spyStore>).actions).toEqual([]);
  });

  it('sends the server’s state to the remote’s store once', () => {
    adoptServerState({ config: {}, stores: { 'browser-state': { testApi: { x: 1 } } } });
    const store = spyStore('browser-state');
    const make = jest.fn(() => store);
    render(
      <>
        <StoreProbe remote="browser-state" make={make} seen={[]} />
        <StoreProbe remote="browser-state" make={make} seen={[]} />
      </>,
    );
    expect(store.actions).toEqual([{ type: SERVER_STATE_ACTION, payload: { testApi: { x: 1 } } }]);
  });

  it('starts a real RTK Query store from the server’s answers: no fetch for what the HTML shows', async () => {
    // The server: a request's store fetches, and the page hands its state over as JSON.
    const serverFetch = jest.fn(async (id: string) => `Name ${id}`);
    const serverApi = makeApi(serverFetch);
    const page = createServerPage(new URL('https://www.example.in/'));
    const serverStore = makeStoreFor(serverApi)();
    page.scoped.set('store:browser-rtk', serverStore);
    await serverStore.dispatch(serverApi.endpoints.getName.initiate('7', { subscribe: false }));
    expect(serverFetch).toHaveBeenCalledTimes(1);
    const json = serializeServerState({ config: {}, stores: scopedStoreStates(page.scoped) });

    // The browser: the same build's API, adopting that state.
    adoptServerState(parseServerState(json));
    const browserFetch = jest.fn(async (id: string) => `Fetched ${id}`);
    const api = makeApi(browserFetch);
    const make = makeStoreFor(api);
    function Name({ id }: { id: string }) {
      const { data, isLoading } = api.useGetNameQuery(id);
      return <p>{isLoading ? 'loading' : (data ?? 'none')}</p>;
    }
    function Root({ ids }: { ids: string[] }) {
      return (
        <Provider store={useRemoteStore('browser-rtk', make)}>
          {ids.map((id) => (
            <Name key={id} id={id} />
          ))}
        </Provider>
      );
    }
    render(<Root ids={['7']} />);
    // Already there at the first render, without any fetch.
    expect(screen.getByText('Name 7')).toBeInTheDocument();
    expect(browserFetch).not.toHaveBeenCalled();
    // Anything else is fetched as always.
    render(<Root ids={['8']} />);
    expect(await screen.findByText('Fetched 8')).toBeInTheDocument();
    expect(browserFetch).toHaveBeenCalledTimes(1);
    expect(browserFetch).toHaveBeenCalledWith('8');
  });
});

describe('extractServerState', () => {
  it('gives the API’s own part of a server state action, and nothing for any other action', () => {
    const action = { type: SERVER_STATE_ACTION, payload: { testApi: { a: 1 }, otherApi: { b: 2 } } };
    expect(extractServerState(action, { reducerPath: 'testApi' })).toEqual({ a: 1 });
    expect(extractServerState(action, { reducerPath: 'missingApi' })).toBeUndefined();
    expect(extractServerState({ type: 'other', payload: {} }, { reducerPath: 'testApi' })).toBeUndefined();
  });
});
