import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, type Location } from 'shared-ui/router';
import { toggleFilterOption, withSort } from 'contracts/listing-query';
import { useListingQuery } from './useListingQuery';

let api: ReturnType<typeof useListingQuery>;
function Probe() {
  api = useListingQuery('residential');
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
  render(
    <MemoryRouter initialEntries={[initial]}>
      <Routes>
        <Route path="/property/:c/:l/:k" element={<Probe />} />
      </Routes>
      <RouterProbe />
    </MemoryRouter>,
  );
}

describe('useListingQuery', () => {
  it('reads the URL, dropping what is invalid, without rewriting it', () => {
    setup('/property/noida/all/residential?rooms=2,9&sort=bogus');
    expect(screen.getByTestId('state')).toHaveTextContent('?rooms=2');
    expect(api.query.rooms).toEqual(['2']);
    expect(api.query.sort).toBe('');
    expect(router.location?.search).toBe('?rooms=2,9&sort=bogus');
  });

  it('pushes a change to the URL and follows the back button', async () => {
    setup('/property/noida/all/residential');
    await act(async () => api.change(toggleFilterOption(api.query, 'bathrooms', '3')));
    expect(router.location?.search).toBe('?bathrooms=3');
    expect(api.query.bathrooms).toEqual(['3']);
    await act(async () => api.change(withSort(api.query, 'price_desc')));
    expect(router.location?.search).toBe('?bathrooms=3&sort=price_desc');
    expect(screen.getByTestId('state')).toHaveTextContent('?bathrooms=3&sort=price_desc');
    await act(async () => router.back());
    expect(screen.getByTestId('state')).toHaveTextContent('?bathrooms=3');
    expect(api.query.sort).toBe('');
    await act(async () => router.back());
    expect(screen.getByTestId('state')).toHaveTextContent('none');
    expect(api.query.bathrooms).toEqual([]);
  });

  it('keeps the other kind’s groups out of the URL', async () => {
    setup('/property/noida/all/residential?rooms=1');
    await act(async () => api.change({ ...api.query, furnishing: ['Full'], washrooms: ['2'] }));
    expect(router.location?.search).toBe('?rooms=1');
  });
});
