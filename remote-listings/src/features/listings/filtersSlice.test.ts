import { clearFilters, filtersReducer, replaceFilters, setSort, setType, toggleOption } from './filtersSlice';
import { EMPTY_FILTERS } from './filterOptions';

describe('filtersSlice', () => {
  const start = filtersReducer(undefined, { type: 'init' });
  it('toggles options on and off', () => {
    const on = filtersReducer(start, toggleOption({ group: 'rooms', value: '2' }));
    expect(on.filters.rooms).toEqual(['2']);
    expect(filtersReducer(on, toggleOption({ group: 'rooms', value: '2' })).filters.rooms).toEqual([]);
  });
  it('sets type and sort, clears filters but keeps the sort', () => {
    let s = filtersReducer(start, setType('Villa'));
    s = filtersReducer(s, setSort('price_asc'));
    s = filtersReducer(s, toggleOption({ group: 'status', value: 'Resale' }));
    s = filtersReducer(s, clearFilters());
    expect(s.filters).toEqual(EMPTY_FILTERS);
    expect(s.sort).toBe('price_asc');
  });
  it('takes the state of the URL whole', () => {
    const url = { kind: 'commercial' as const, filters: { ...EMPTY_FILTERS, furnishing: ['Full'] }, sort: '' as const };
    expect(filtersReducer(start, replaceFilters(url))).toEqual(url);
  });
});
