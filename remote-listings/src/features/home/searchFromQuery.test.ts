import { SEARCH_FORM_ACTION, searchFromQuery, searchUrl, validateSearch } from './searchForm';

const read = (query: string) => searchFromQuery(new URLSearchParams(query));

describe('searchFromQuery', () => {
  it('reads the GET form’s three fields', () => {
    expect(read('type=c&city=Gandhi+Nagar&term=Spectrum%20Metro')).toEqual({
      type: 'c',
      city: 'Gandhi Nagar',
      term: 'Spectrum Metro',
    });
    expect(read('?type=r&city=Noida&term=ATS')).toEqual({ type: 'r', city: 'Noida', term: 'ATS' });
  });

  it('reads anything missing as empty and any other type as Residential', () => {
    expect(read('')).toEqual({ type: 'r', city: '', term: '' });
    expect(read('type=x&city=Noida')).toEqual({ type: 'r', city: 'Noida', term: '' });
    expect(read('type=C&term=a')).toEqual({ type: 'r', city: '', term: 'a' });
    expect(read('type=&city=&term=')).toEqual({ type: 'r', city: '', term: '' });
  });

  it('takes the first of repeated fields and at most 100 characters of each', () => {
    expect(read('term=first&term=second&city=Noida&city=Paris')).toMatchObject({ city: 'Noida', term: 'first' });
    const long = 'a'.repeat(150);
    expect(read(`term=${long}&city=${long}&type=${long}`)).toEqual({
      type: 'r',
      city: 'a'.repeat(100),
      term: 'a'.repeat(100),
    });
  });

  it('keeps what it read as it was typed, so the form shows it again; the URL is built from it', () => {
    const values = read('type=r&city=Noida&term=%20ATS%20%2F%20Pristine%3F%20');
    expect(values.term).toBe(' ATS / Pristine? ');
    expect(validateSearch(values)).toEqual({});
    expect(searchUrl(values)).toBe('/search-property/r/noida/all/ats-%2F-pristine%3F');
  });

  it('is the form’s own action path', () => {
    expect(SEARCH_FORM_ACTION).toBe('/search-property');
  });
});
