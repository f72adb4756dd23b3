import { render } from '@testing-library/react';
import { MemoryRouter } from 'shared-ui/router';
import { readScroll, useScrollMemory } from './useScrollMemory';

const store = (value: string | null) => ({ getItem: () => value });

function Screen({ ready }: { ready: boolean }) {
  useScrollMemory(ready);
  return <p>list</p>;
}

describe('readScroll', () => {
  it('reads a whole, non-negative number of pixels', () => {
    expect(readScroll(store('0'), 'k')).toBe(0);
    expect(readScroll(store('1840'), 'k')).toBe(1840);
  });
  it('is null for nothing, for anything else, and when storage throws', () => {
    for (const bad of [null, '', '-5', '12.5', 'abc', '1e4', '99999999', ' 12'])
      expect(readScroll(store(bad), 'k')).toBeNull();
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readScroll(blocked, 'k')).toBeNull();
  });
});

describe('useScrollMemory', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    window.history.replaceState(null, '', '/property/noida/all/residential?pages=2');
  });

  it('remembers the position per address while the screen shows', () => {
    const { unmount } = render(
      <MemoryRouter>
        <Screen ready />
      </MemoryRouter>,
    );
    window.scrollY = 1234;
    window.dispatchEvent(new Event('scroll'));
    expect(window.sessionStorage.getItem('listing-scroll:/property/noida/all/residential?pages=2')).toBe('1234');
    unmount();
    window.scrollY = 0;
    window.dispatchEvent(new Event('scroll'));
    expect(window.sessionStorage.getItem('listing-scroll:/property/noida/all/residential?pages=2')).toBe('1234');
  });

  it('puts it back when the visitor comes back (POP), once the cards are there', () => {
    window.sessionStorage.setItem('listing-scroll:/property/noida/all/residential?pages=2', '900');
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { rerender } = render(
      <MemoryRouter>
        <Screen ready={false} />
      </MemoryRouter>,
    );
    expect(scrollTo).not.toHaveBeenCalled();
    rerender(
      <MemoryRouter>
        <Screen ready />
      </MemoryRouter>,
    );
    expect(scrollTo).toHaveBeenCalledWith(0, 900);
    scrollTo.mockRestore();
  });
});
