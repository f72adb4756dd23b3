import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, type Location } from 'shared-ui/router';
import { makeStore } from '../../store/makeStore';
import { setSort, toggleOption } from './filtersSlice';
import { useListingFilters } from './useListingFilters';

let api: ReturnType<typeof useListingFilters>;
function Probe() {
  api = useListingFilters('residential');
  return <p data-testid="state">{api.search || 'none'}</p>;
}

/** The router's side of the test: where it is, and the back button. */
const router = { location: null as Location | null, back: () => undefined as void };
function RouterProbe() {
  router.location = useLocation();
  const navigate = useNavigate();
  router.back = () => void navigate(-1);
  return null;
}

function setup(initial: string) {
  const store = makeStore();
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[initial]}>
        <Routes>
          <Route path="/property/:c/:l/:k" element={<Probe />} />
        </Routes>
        <RouterProbe />
      </MemoryRouter>
    </Provider>,
  );
  return { store };
}

describe('useListingFilters', () => {
  it('copies a URL into the slice, dropping what is invalid', () => {
    const { store } = setup('/property/noida/all/residential?rooms=2,9&sort=bogus');
    expect(screen.getByTestId('state')).toHaveTextContent('?rooms=2');
    expect(store.getState().listingFilters.filters.rooms).toEqual(['2']);
  });

  it('pushes a change to the URL and the slice, and follows the back button', async () => {
    const { store } = setup('/property/noida/all/residential');
    await act(async () => api.change(toggleOption({ group: 'bathrooms', value: '3' })));
    expect(router.location?.search).toBe('?bathrooms=3');
    await act(async () => api.change(setSort('price_desc')));
    expect(router.location?.search).toBe('?bathrooms=3&sort=price_desc');
    expect(store.getState().listingFilters.sort).toBe('price_desc');
    await act(async () => router.back());
    expect(screen.getByTestId('state')).toHaveTextContent('?bathrooms=3');
    expect(store.getState().listingFilters.sort).toBe('');
    await act(async () => router.back());
    expect(screen.getByTestId('state')).toHaveTextContent('none');
    expect(store.getState().listingFilters.filters.bathrooms).toEqual([]);
  });
});
