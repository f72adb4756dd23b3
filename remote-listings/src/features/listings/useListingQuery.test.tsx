import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'shared-ui/router';
import { toggleFilterOption, withSort } from 'contracts/listing-query';
import { useListingQuery } from './useListingQuery';

/** The hook under test beside the router's location and navigate (for the back button). */
function setup(initial: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[initial]}>
      <Routes>
        <Route path="/property/:c/:l/:k" element={children} />
      </Routes>
    </MemoryRouter>
  );
  const { result } = renderHook(
    () => ({ ...useListingQuery('residential'), location: useLocation(), navigate: useNavigate() }),
    { wrapper },
  );
  return result;
}

describe('useListingQuery', () => {
  it('reads the URL, dropping what is invalid, without rewriting it', () => {
    const hook = setup('/property/noida/all/residential?rooms=2,9&sort=bogus');
    expect(hook.current.search).toBe('?rooms=2');
    expect(hook.current.query.rooms).toEqual(['2']);
    expect(hook.current.query.sort).toBe('');
    expect(hook.current.location.search).toBe('?rooms=2,9&sort=bogus');
  });

  it('pushes a change to the URL and follows the back button', async () => {
    const hook = setup('/property/noida/all/residential');
    await act(async () => hook.current.change(toggleFilterOption(hook.current.query, 'bathrooms', '3')));
    expect(hook.current.location.search).toBe('?bathrooms=3');
    expect(hook.current.query.bathrooms).toEqual(['3']);
    await act(async () => hook.current.change(withSort(hook.current.query, 'price_desc')));
    expect(hook.current.location.search).toBe('?bathrooms=3&sort=price_desc');
    expect(hook.current.search).toBe('?bathrooms=3&sort=price_desc');
    await act(async () => hook.current.navigate(-1));
    expect(hook.current.search).toBe('?bathrooms=3');
    expect(hook.current.query.sort).toBe('');
    await act(async () => hook.current.navigate(-1));
    expect(hook.current.search).toBe('');
    expect(hook.current.query.bathrooms).toEqual([]);
  });

  it('keeps the other kind’s groups out of the URL', async () => {
    const hook = setup('/property/noida/all/residential?rooms=1');
    await act(async () => hook.current.change({ ...hook.current.query, furnishing: ['Full'], washrooms: ['2'] }));
    expect(hook.current.location.search).toBe('?rooms=1');
  });
});
