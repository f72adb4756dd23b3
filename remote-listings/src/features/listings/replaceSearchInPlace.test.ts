import { replaceSearchInPlace } from './replaceSearchInPlace';

describe('replaceSearchInPlace', () => {
  beforeEach(() => window.history.replaceState({ key: 'k1', idx: 3 }, '', '/property/noida/all/residential?rooms=2'));

  it('changes the query of the current entry only: same path, same state, no new entry', () => {
    const before = window.history.length;
    replaceSearchInPlace('?rooms=2&pages=2');
    expect(window.location.pathname).toBe('/property/noida/all/residential');
    expect(window.location.search).toBe('?rooms=2&pages=2');
    expect(window.history.state).toEqual({ key: 'k1', idx: 3 });
    expect(window.history.length).toBe(before);
  });

  it('empties the query, and leaves an equal one alone', () => {
    const spy = jest.spyOn(window.history, 'replaceState');
    replaceSearchInPlace('?rooms=2');
    expect(spy).not.toHaveBeenCalled();
    replaceSearchInPlace('');
    expect(window.location.search).toBe('');
    expect(window.location.href).toMatch(/\/property\/noida\/all\/residential$/);
    spy.mockRestore();
  });
});
