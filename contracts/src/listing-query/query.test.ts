import {
  EMPTY_LISTING_QUERY as EMPTY,
  activeFilterCount,
  clearFilters,
  listingApiParams,
  listingSearch,
  MAX_URL_FROM,
  MAX_URL_PAGES,
  nextListingPages,
  parseListingFrom,
  parseListingPages,
  parseListingSearch,
  sameListingQuery,
  toggleFilterOption,
  withPropertyType,
  withSort,
  type ListingQuery,
} from './query';

const q = (over: Partial<ListingQuery>): ListingQuery => ({ ...EMPTY, ...over });

describe('parseListingSearch (the visitor URL: forgiving)', () => {
  it('reads comma lists and repeated keys, in canonical order, without duplicates', () => {
    const s = parseListingSearch(
      '?rooms=3,1&rooms=3&bathrooms=2&status=Resale,New%20Launch&price=500%2B,0-50',
      'residential',
    );
    expect(s).toEqual(
      q({ rooms: ['1', '3'], bathrooms: ['2'], status: ['New Launch', 'Resale'], price: ['0-50', '500+'] }),
    );
  });

  it('accepts case and spacing variants of known values', () => {
    const s = parseListingSearch('status=new-launch,UPCOMMING&type=apartment&sort=price_desc', 'residential');
    expect(s.status).toEqual(['New Launch', 'Upcomming']);
    expect(s.type).toBe('Apartment');
    expect(s.sort).toBe('price_desc');
  });

  it('takes URLSearchParams as well as a string', () => {
    expect(parseListingSearch(new URLSearchParams('rooms=2&sort=newest'), 'residential')).toEqual(
      q({ rooms: ['2'], sort: 'newest' }),
    );
  });

  it('drops unknown keys, unknown values and garbage', () => {
    const s = parseListingSearch(
      '?rooms=9,abc,-1,2.5&price=1-2&status=Sold&sort=cheapest&type=Castle&evil=<script>',
      'residential',
    );
    expect(s).toEqual(EMPTY);
  });

  it('drops values named like Object members', () => {
    const s = parseListingSearch(
      'status=__proto__,constructor&type=toString&sort=hasOwnProperty&__proto__=1',
      'residential',
    );
    expect(s).toEqual(EMPTY);
    expect(Object.getPrototypeOf(s)).toBe(Object.prototype);
  });

  it('drops groups that belong to the other kind', () => {
    expect(parseListingSearch('rooms=2&furnishing=Full&washrooms=1&type=Shop', 'residential')).toEqual(
      q({ rooms: ['2'] }),
    );
    const c = parseListingSearch('rooms=2&furnishing=full,semi&washrooms=1&type=Shop', 'commercial');
    expect(c).toEqual(q({ furnishing: ['Full', 'Semi'], washrooms: ['1'], type: 'Shop' }));
  });

  it('ignores surrounding spaces and runs of spaces, hyphens or underscores', () => {
    const s = parseListingSearch(
      '?status=%20Resale%20,new__launch,NEW%20%20-LAUNCH&type=%20villa%20&sort=%20newest%20',
      'residential',
    );
    expect(s.status).toEqual(['New Launch', 'Resale']);
    expect(s.type).toBe('Villa');
    expect(s.sort).toBe('newest');
  });

  it('reads only the first 200 characters of each value', () => {
    const padding = 'x,'.repeat(99); // 198 characters
    expect(parseListingSearch(`rooms=${padding}2`, 'residential').rooms).toEqual(['2']);
    expect(parseListingSearch(`rooms=${padding}x,2`, 'residential').rooms).toEqual([]);
    expect(parseListingSearch(`rooms=${padding}x,2&rooms=3`, 'residential').rooms).toEqual(['3']);
  });

  it('does not take a look-alike for a value: the ligature ﬃ is not the letters f, f, i', () => {
    expect(parseListingSearch('type=O%EF%AC%83ce', 'commercial').type).toBe('');
    expect(parseListingSearch('type=OFFICE', 'commercial').type).toBe('Office');
  });

  it('gives no type or sort for empty, missing or unknown values', () => {
    expect(parseListingSearch('type=&sort=', 'residential')).toEqual(EMPTY);
    expect(parseListingSearch('type=Villa', 'commercial').type).toBe('');
    expect(parseListingSearch('sort=NEWEST', 'commercial').sort).toBe('');
    expect(parseListingSearch('rooms=,,&status=', 'residential')).toEqual(EMPTY);
  });

  it('survives absurd input', () => {
    expect(parseListingSearch('%E0%A4%A', 'residential')).toEqual(EMPTY);
    expect(parseListingSearch(`rooms=${'1,'.repeat(10000)}`, 'residential').rooms).toEqual(['1']);
    expect(parseListingSearch('', 'commercial')).toEqual(EMPTY);
    expect(parseListingSearch('?', 'commercial')).toEqual(EMPTY);
  });
});

describe('listingSearch (back to the URL)', () => {
  it('writes nothing for an empty query', () => {
    expect(listingSearch(EMPTY, 'residential')).toBe('');
    expect(listingSearch(EMPTY, 'commercial')).toBe('');
  });

  it('round-trips a query', () => {
    const query = q({
      rooms: ['2', '4'],
      status: ['Upcomming'],
      price: ['201-500', '500+'],
      type: 'Villa',
      sort: 'newest',
    });
    const text = listingSearch(query, 'residential');
    expect(text).toBe('?rooms=2%2C4&status=Upcomming&price=201-500%2C500%2B&type=Villa&sort=newest');
    expect(parseListingSearch(text, 'residential')).toEqual(query);
  });

  it('writes a fixed order whatever order options were chosen in', () => {
    const a = q({ rooms: ['4', '2'] });
    const b = q({ rooms: ['2', '4'] });
    expect(listingSearch(a, 'residential')).toBe('?rooms=2%2C4');
    expect(sameListingQuery(a, b, 'residential')).toBe(true);
    expect(sameListingQuery(a, { ...b, sort: 'newest' }, 'residential')).toBe(false);
    expect(sameListingQuery(a, q({ rooms: ['2'] }), 'residential')).toBe(false);
    // Groups that do not apply to the kind do not make two queries differ.
    expect(sameListingQuery(a, { ...b, furnishing: ['Full'] }, 'residential')).toBe(true);
  });

  it('leaves out what does not apply to the kind', () => {
    expect(listingSearch(q({ rooms: ['2'], furnishing: ['Semi'], type: 'Apartment' }), 'commercial')).toBe(
      '?furnishing=Semi',
    );
  });
});

describe('listingApiParams (the list endpoints)', () => {
  it('sends the URL’s keys and values, plus the builder search', () => {
    expect(listingApiParams(q({ price: ['0-50'], sort: 'price_asc' }), 'residential', 'ats-pristine')).toStrictEqual({
      price: '0-50',
      sort: 'price_asc',
      q: 'ats-pristine',
    });
    expect(
      listingApiParams(q({ washrooms: ['1', '3'], furnishing: ['None'], type: 'Office' }), 'commercial'),
    ).toStrictEqual({
      furnishing: 'None',
      washrooms: '1,3',
      type: 'Office',
    });
  });

  it('sends nothing for an empty query and no search', () => {
    expect(listingApiParams(EMPTY, 'residential')).toStrictEqual({});
    expect(listingApiParams(EMPTY, 'commercial', '')).toStrictEqual({});
    expect(listingApiParams(q({ rooms: ['2'] }), 'commercial')).toStrictEqual({});
  });
});

describe('edits', () => {
  it('ticks and unticks an option, keeping the vocabulary order', () => {
    const one = toggleFilterOption(EMPTY, 'rooms', '4');
    const two = toggleFilterOption(one, 'rooms', '2');
    expect(two.rooms).toEqual(['2', '4']);
    expect(toggleFilterOption(two, 'rooms', '4').rooms).toEqual(['2']);
    expect(EMPTY.rooms).toEqual([]);
  });

  it('ignores a value the group does not have', () => {
    expect(toggleFilterOption(EMPTY, 'status', 'Sold')).toEqual(EMPTY);
    expect(toggleFilterOption(EMPTY, 'price', '__proto__')).toEqual(EMPTY);
  });

  it('sets a type, a sort, and clears the filters but not the sort', () => {
    expect(withPropertyType(EMPTY, 'Villa').type).toBe('Villa');
    expect(withPropertyType(q({ type: 'Villa' }), '').type).toBe('');
    expect(withPropertyType(EMPTY, 'Castle').type).toBe('');
    expect(withSort(EMPTY, 'price_desc').sort).toBe('price_desc');
    expect(withSort(q({ sort: 'newest' }), 'cheapest').sort).toBe('');
    const full = q({ rooms: ['1'], status: ['Resale'], type: 'House', sort: 'price_asc' });
    expect(clearFilters(full)).toEqual(q({ sort: 'price_asc' }));
  });

  it('counts the active choices of the kind', () => {
    const query = q({ rooms: ['1', '2'], furnishing: ['Full'], price: ['500+'], type: 'House' });
    expect(activeFilterCount(query, 'residential')).toBe(4);
    expect(activeFilterCount(query, 'commercial')).toBe(3);
    expect(activeFilterCount(EMPTY, 'residential')).toBe(0);
  });
});

describe('the shown pages in the URL', () => {
  it('reads a whole number from 1 to the cap; anything else is 1', () => {
    expect(parseListingPages('')).toBe(1);
    expect(parseListingPages('?pages=3')).toBe(3);
    expect(parseListingPages('pages= 2 ')).toBe(2);
    expect(parseListingPages(new URLSearchParams('rooms=2&pages=4'))).toBe(4);
    for (const bad of ['0', '-2', '2.5', 'abc', '1e3', '', '0x10', '00'])
      expect(parseListingPages(`?pages=${encodeURIComponent(bad)}`)).toBe(1);
    expect(parseListingPages('?pages=11')).toBe(MAX_URL_PAGES);
    expect(parseListingPages(`?pages=${'9'.repeat(400)}`)).toBe(MAX_URL_PAGES);
  });

  it('writes them after the filters only when more than one, capped; the query ignores them', () => {
    const query = q({ rooms: ['2'] });
    expect(listingSearch(query, 'residential', 1)).toBe('?rooms=2');
    expect(listingSearch(query, 'residential', 3)).toBe('?rooms=2&pages=3');
    expect(listingSearch(EMPTY, 'residential', 2)).toBe('?pages=2');
    expect(listingSearch(EMPTY, 'residential', 50)).toBe(`?pages=${MAX_URL_PAGES}`);
    expect(listingSearch(EMPTY, 'residential', 0)).toBe('');
    expect(parseListingSearch('?rooms=2&pages=3', 'residential')).toEqual(query);
    expect(parseListingPages(listingSearch(query, 'residential', 3))).toBe(3);
  });
});

describe('the first shown page in the URL', () => {
  it('reads a whole number from 1 to its cap; anything else is 1', () => {
    expect(parseListingFrom('')).toBe(1);
    expect(parseListingFrom('?from=11')).toBe(11);
    expect(parseListingFrom(new URLSearchParams('rooms=2&from=21&pages=3'))).toBe(21);
    for (const bad of ['0', '-2', '2.5', 'abc', '1e3', '', '0x10', String(MAX_URL_FROM + 1), '9'.repeat(400)])
      expect(parseListingFrom(`?from=${encodeURIComponent(bad)}`)).toBe(1);
    expect(parseListingFrom(`?from=${MAX_URL_FROM}`)).toBe(MAX_URL_FROM);
  });

  it('writes it before the pages only when past the first; the query ignores it', () => {
    const query = q({ rooms: ['2'] });
    expect(listingSearch(query, 'residential', 1, 1)).toBe('?rooms=2');
    expect(listingSearch(query, 'residential', 1, 11)).toBe('?rooms=2&from=11');
    expect(listingSearch(EMPTY, 'residential', 3, 21)).toBe('?from=21&pages=3');
    expect(parseListingSearch('?rooms=2&from=11', 'residential')).toEqual(query);
    expect(parseListingFrom(listingSearch(query, 'residential', 2, 31))).toBe(31);
  });
});

describe("where 'Load more' leads", () => {
  it('one page more under the cap, then the next pages on their own, without end', () => {
    expect(nextListingPages(1, 1)).toEqual({ from: 1, pages: 2 });
    expect(nextListingPages(1, MAX_URL_PAGES - 1)).toEqual({ from: 1, pages: MAX_URL_PAGES });
    expect(nextListingPages(1, MAX_URL_PAGES)).toEqual({ from: MAX_URL_PAGES + 1, pages: 1 });
    expect(nextListingPages(11, 1)).toEqual({ from: 11, pages: 2 });
    expect(nextListingPages(11, MAX_URL_PAGES)).toEqual({ from: 11 + MAX_URL_PAGES, pages: 1 });
  });

  it('walking its links from the first page reaches every page of a long list once', () => {
    const lastPage = 47;
    const seen: number[] = [];
    let at = { from: 1, pages: 1 };
    while (at.from <= lastPage) {
      for (let p = at.from; p < at.from + at.pages && p <= lastPage; p += 1) if (!seen.includes(p)) seen.push(p);
      at = nextListingPages(at.from, at.pages);
    }
    expect(seen).toEqual(Array.from({ length: lastPage }, (_, i) => i + 1));
  });
});
