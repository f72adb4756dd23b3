import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { EMPTY_LISTING_QUERY, type ListingQuery } from 'contracts/listing-query';
import { makeStore } from '../../store/makeStore';
import { mockApi } from 'shared-ui/testing';
import { useTestApiHost } from '../../test/testConfig';
import { apiError, listRoute } from '../../test/api';
import { listAnswer, listItems } from './listingFixtures';
import { useListingResults } from './useListingResults';

const route = {
  apiPath: 'property-category/noida/all/residential',
  problem: null,
  kind: 'residential' as const,
  q: '',
};
const SETTLE = { timeout: 3000 };

// Each change waits out the screen's ~1 s spinner for real.
jest.setTimeout(20_000);

const api = mockApi();

/** The URL of the n-th call. */
const calledUrl = (n: number): URL => new URL(api.calls[n]?.url ?? 'http://no.call/');

function setup(r: Parameters<typeof useListingResults>[0], query: ListingQuery, search = '', pages = 1) {
  const store = makeStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook(() => useListingResults(r, query, search, pages), { wrapper });
}

beforeAll(() => useTestApiHost());
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('useListingResults', () => {
  it('sends the typed query once, trusts the server’s pages and loads more', async () => {
    api.use(
      listRoute(route.apiPath, (call) => {
        const page = Number(call.query.get('page'));
        return { body: listAnswer(page === 1 ? listItems(1, 12) : listItems(13, 2), 14) };
      }),
    );
    const query: ListingQuery = { ...EMPTY_LISTING_QUERY, rooms: ['2'], price: ['500+'], sort: 'price_asc' };
    const { result } = setup({ ...route, q: 'ats-pristine' }, query, '?rooms=2');
    expect(result.current.busy).toBe(true);
    await waitFor(() => expect(result.current.busy).toBe(false), SETTLE);
    expect(calledUrl(0).search).toBe('?rooms=2&price=500%2B&sort=price_asc&q=ats-pristine&page=1&pageSize=12');
    expect(result.current).toMatchObject({ count: 14, total: 14, hasMore: true, failed: false, moreFailed: false });
    expect(result.current.items.map((i) => i.p_id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);

    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(14));
    expect(calledUrl(1).searchParams.get('page')).toBe('2');
    expect(result.current).toMatchObject({ count: 14, hasMore: false, loadingMore: false });
  });

  it('loads as many pages as the URL shows, one after another, and stops at the list’s end', async () => {
    api.use(
      listRoute(route.apiPath, (call) => {
        const page = Number(call.query.get('page'));
        return { body: listAnswer(page < 3 ? listItems((page - 1) * 12 + 1, 12) : listItems(25, 3), 27) };
      }),
    );
    const { result } = setup(route, EMPTY_LISTING_QUERY, '', 5);
    await waitFor(() => expect(result.current.items).toHaveLength(27), SETTLE);
    expect(api.calls.map((c) => new URL(c.url).searchParams.get('page'))).toEqual(['1', '2', '3']);
    expect(result.current).toMatchObject({ pagesLoaded: 3, hasMore: false, count: 27 });
  });

  it('a failed first call is the error state, logged, with no cards', async () => {
    api.use(listRoute(route.apiPath, apiError(500, 'boom', 'Internal Server Error')));
    const { result } = setup(route, EMPTY_LISTING_QUERY);
    await waitFor(() => expect(result.current.failed).toBe(true), SETTLE);
    await waitFor(() => expect(result.current.busy).toBe(false), SETTLE);
    expect(result.current).toMatchObject({ moreFailed: false, count: 0, items: [], hasMore: false });
    expect(console.error).toHaveBeenCalledWith('Listing: list call failed', expect.anything());
  });

  it('a URL that names no place asks nothing and is never busy', () => {
    const { result } = setup(
      { ...route, apiPath: null, problem: "'x' is not a city we can list." },
      EMPTY_LISTING_QUERY,
    );
    expect(result.current).toMatchObject({ busy: false, failed: false, count: 0, items: [] });
    expect(api.calls).toHaveLength(0);
  });
});
