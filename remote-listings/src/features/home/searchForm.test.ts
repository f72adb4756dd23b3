import { SEARCH_MESSAGES, hasErrors, searchUrl, validateSearch } from './searchForm';

describe('validateSearch', () => {
  it('reports both errors together', () => {
    expect(validateSearch({ term: '', city: '' })).toEqual({
      term: 'Please enter a search term',
      city: 'Please select a city',
    });
  });
  it('treats whitespace as blank', () => {
    expect(validateSearch({ term: '   ', city: 'Noida' })).toEqual({ term: SEARCH_MESSAGES.term });
  });
  it('refuses a city outside the list', () => {
    expect(validateSearch({ term: 'ATS', city: 'Paris' })).toEqual({ city: SEARCH_MESSAGES.city });
  });
  it('passes valid input', () => {
    const errors = validateSearch({ term: 'ATS Pristine', city: 'Gandhi Nagar' });
    expect(errors).toEqual({});
    expect(hasErrors(errors)).toBe(false);
  });
});

describe('searchUrl', () => {
  it('lowercases and hyphenates city and name', () => {
    expect(searchUrl({ type: 'r', city: 'Gandhi Nagar', term: 'ATS  Le Grandiose' })).toBe(
      '/search-property/r/gandhi-nagar/all/ats-le-grandiose',
    );
    expect(searchUrl({ type: 'c', city: 'Noida', term: ' Spectrum Metro ' })).toBe(
      '/search-property/c/noida/all/spectrum-metro',
    );
  });
  it('encodes characters that would break the path', () => {
    expect(searchUrl({ type: 'r', city: 'Noida', term: 'a/b?c#d' })).toBe('/search-property/r/noida/all/a%2Fb%3Fc%23d');
  });
});
