import { exportHref, filtersFromSearch, searchOfFilters } from './leadFilters';

describe('lead filters in the address', () => {
  it('reads the known filters and drops the rest, the search text included', () => {
    expect(filtersFromSearch(new URLSearchParams('kind=loan-lead&status=new&assignee=12&q=98100'))).toEqual({
      kind: 'loan-lead',
      status: 'new',
      assignee: '12',
    });
    expect(filtersFromSearch(new URLSearchParams('kind=spam&status=open&assignee=0'))).toEqual({
      kind: undefined,
      status: undefined,
      assignee: undefined,
    });
    expect(filtersFromSearch(new URLSearchParams('assignee=none')).assignee).toBe('none');
  });

  it('never writes the search text into the page address', () => {
    expect(searchOfFilters({ status: 'contacted', q: '+91 98100 12345' }).toString()).toBe('status=contacted');
  });

  it('gives the export the same filters, without the search text', () => {
    expect(exportHref({})).toBe('/api/staff/leads/export.csv');
    expect(exportHref({ kind: 'enquiry', assignee: 'none', q: 'asha' })).toBe(
      '/api/staff/leads/export.csv?kind=enquiry&assignee=none',
    );
  });
});
