import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'shared-ui/router';
import { makeStore } from '../../store/makeStore';
import { setSort, toggleOption } from './filtersSlice';
import { useListingFilters } from './useListingFilters';

let api: ReturnType<typeof useListingFilters>;
function Probe() {
  api = useListingFilters('residential');
  return <p data-testid="state">{api.search || 'none'}</p>;
}

function setup(initial: string) {
  const store = makeStore();
  const router = createMemoryRouter([{ path: '/property/:c/:l/:k', element: <Probe /> }], { initialEntries: [initial] });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router };
}

describe('useListingFilters', () => {
  it('copies a URL into the slice, dropping what is invalid', () => {
    const { store } = setup('/property/noida/all/residential?rooms=2,9&sort=bogus');
    expect(screen.getByTestId('state')).toHaveTextContent('?rooms=2');
    expect(store.getState().listingFilters.filters.rooms).toEqual(['2']);
  });

  it('pushes a change to the URL and the slice, and follows the back button', async () => {
    const { store, router } = setup('/property/noida/all/residential');
    await act(async () => api.change(toggleOption({ group: 'bathrooms', value: '3' })));
    expect(router.state.location.search).toBe('?bathrooms=3');
    await act(async () => api.change(setSort('price_desc')));
    expect(router.state.location.search).toBe('?bathrooms=3&sort=price_desc');
    expect(store.getState().listingFilters.sort).toBe('price_desc');
    await act(async () => router.navigate(-1));
    expect(screen.getByTestId('state')).toHaveTextContent('?bathrooms=3');
    expect(store.getState().listingFilters.sort).toBe('');
    await act(async () => router.navigate(-1));
    expect(screen.getByTestId('state')).toHaveTextContent('none');
    expect(store.getState().listingFilters.filters.bathrooms).toEqual([]);
  });
});
