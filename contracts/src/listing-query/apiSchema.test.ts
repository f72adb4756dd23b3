import { API_SORT_KEYS, listingApiQuerySchema as listingQuerySchema } from './apiSchema';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, PRICE_BANDS } from './vocabulary';

/**
 * The list endpoints' strict query schema: the parsed object (what the API's SQL is built from)
 * and the exact message of every refusal. The end-to-end behaviour is in the API's properties.test.ts.
 */

/** As the app's query-string parser hands it over: repeated keys joined with commas. */
function fromQuery(qs: string): Record<string, string> {
  const out = Object.create(null) as Record<string, string>;
  for (const [k, v] of new URLSearchParams(qs)) out[k] = k in out ? `${out[k]},${v}` : v;
  return out;
}

const parsed = (qs: string) => {
  const r = listingQuerySchema.safeParse(fromQuery(qs));
  if (!r.success) throw new Error(`'${qs}' was refused: ${r.error.issues.map((i) => i.message).join('; ')}`);
  return r.data;
};

/** The refusal: one issue, its path, code and message. */
const refusal = (qs: string) => {
  const r = listingQuerySchema.safeParse(fromQuery(qs));
  if (r.success) throw new Error(`'${qs}' was accepted: ${JSON.stringify(r.data)}`);
  return r.error.issues.map((i) => ({ path: i.path.join('.'), code: i.code, message: i.message }));
};
const custom = (path: string, message: string) => [{ path, code: 'custom', message }];

describe('constants', () => {
  it('price bands, sorts and page sizes are the spec’s', () => {
    expect(PRICE_BANDS).toEqual([
      { id: '0-50', min: 0, max: 50 },
      { id: '51-100', min: 51, max: 100 },
      { id: '101-200', min: 101, max: 200 },
      { id: '201-500', min: 201, max: 500 },
      { id: '500+', min: 500, max: undefined },
    ]);
    expect(API_SORT_KEYS).toEqual(['price_asc', 'price_desc', 'newest']);
    expect([MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE]).toEqual([100, 24]);
  });
});

describe('no parameters, empty values', () => {
  it('nothing sent: no filter at all', () => {
    expect(parsed('')).toEqual({});
  });

  it.each([
    'rooms',
    'bathrooms',
    'washrooms',
    'status',
    'price',
    'furnishing',
    'type',
    'q',
    'sort',
    'page',
    'pageSize',
  ])('%s= (empty) is no filter', (key) => {
    expect(parsed(`${key}=`)[key as keyof ReturnType<typeof parsed>]).toBeUndefined();
  });

  it('lists of only commas or spaces are no filter; a trailing comma is ignored', () => {
    expect(parsed('rooms=,').rooms).toBeUndefined();
    expect(parsed('rooms=%20,%20').rooms).toBeUndefined();
    expect(parsed('rooms=2,').rooms).toEqual([2]);
    expect(parsed('rooms=,2,,3,').rooms).toEqual([2, 3]);
    expect(parsed('page=%20&pageSize=%20%20')).toEqual({ page: undefined, pageSize: undefined });
  });
});

describe('whole-number lists (rooms, bathrooms, washrooms)', () => {
  it('parse to numbers, in order, without repeats, spaces around items allowed', () => {
    expect(parsed('rooms=3,1').rooms).toEqual([3, 1]);
    expect(parsed('rooms=2,2,3,2').rooms).toEqual([2, 3]);
    expect(parsed('rooms=%202%20,%203').rooms).toEqual([2, 3]);
    expect(parsed('rooms=1&rooms=5').rooms).toEqual([1, 5]);
    expect(parsed('bathrooms=0,10,99').bathrooms).toEqual([0, 10, 99]);
    expect(parsed('washrooms=4').washrooms).toEqual([4]);
  });

  it.each([
    ['rooms=two', 'rooms', 'two', 'use whole numbers such as rooms=2,3'],
    ['rooms=1.5', 'rooms', '1.5', 'use whole numbers such as rooms=2,3'],
    ['rooms=100', 'rooms', '100', 'use whole numbers such as rooms=2,3'],
    ['rooms=a1', 'rooms', 'a1', 'use whole numbers such as rooms=2,3'],
    ['rooms=1a', 'rooms', '1a', 'use whole numbers such as rooms=2,3'],
    ['rooms=-1', 'rooms', '-1', 'use whole numbers such as rooms=2,3'],
    ['bathrooms=1,x', 'bathrooms', 'x', 'use whole numbers such as bathrooms=1,2'],
    ['washrooms=2%203', 'washrooms', '2 3', 'use whole numbers such as washrooms=1,2'],
  ])('%s is refused with the item and a hint', (qs, name, item, hint) => {
    expect(refusal(qs)).toEqual(custom(name, `'${item}' is not a valid ${name} value; ${hint}`));
  });

  it('a list over 500 characters is refused', () => {
    expect(parsed(`rooms=${'1,'.repeat(250)}`).rooms).toEqual([1]);
    expect(refusal(`rooms=${'1,'.repeat(250)}1`)).toEqual([
      { path: 'rooms', code: 'too_big', message: 'rooms: too long' },
    ]);
  });
});

describe('status and furnishing', () => {
  it.each([
    ['status=New%20Launch', ['New Launch']],
    ['status=new%20%20%20launch', ['New Launch']],
    ['status=NEW%09LAUNCH', ['New Launch']],
    ['status=resale', ['Resale']],
    ['status=RESALE,Resale', ['Resale']],
    ['status=Upcomming', ['Upcomming']],
    ['status=upcoming', ['Upcomming']],
    ['status=Resale,New%20Launch,upcoming', ['Resale', 'New Launch', 'Upcomming']],
  ])('%s → %j', (qs, status) => {
    expect(parsed(qs).status).toEqual(status);
  });

  it.each([
    ['furnishing=full', ['Full']],
    ['furnishing=SEMI', ['Semi']],
    ['furnishing=None,full', ['None', 'Full']],
  ])('%s → %j', (qs, furnishing) => {
    expect(parsed(qs).furnishing).toEqual(furnishing);
  });

  // Values named like Object members must be refused like any unknown value (not a 500).
  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'Sold', 'newlaunch'])(
    'status=%s is refused',
    (value) => {
      expect(refusal(`status=${value}`)).toEqual(
        custom('status', `'${value}' is not a valid status value; use 'New Launch', 'Resale' or 'Upcomming'`),
      );
    },
  );

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'Partly'])('furnishing=%s is refused', (value) => {
    expect(refusal(`furnishing=${value}`)).toEqual(
      custom('furnishing', `'${value}' is not a valid furnishing value; use 'Full', 'Semi' or 'None'`),
    );
  });
});

describe('price bands', () => {
  const [b0, b51, b101, b201, b500] = PRICE_BANDS;

  it.each([
    ['price=0-50', [b0]],
    ['price=51-100,500%2B', [b51, b500]],
    ['price=101-200,201-500', [b101, b201]],
    // An unencoded '+' arrives as a space; '500' alone is the open band too.
    ['price=500+', [b500]],
    ['price=500', [b500]],
    ['price=0%20-%2050', [b0]],
    ['price=500%2B,500', [b500]],
  ])('%s', (qs, bands) => {
    expect(parsed(qs).price).toEqual(bands);
  });

  it.each(['0-40', '600+', '0', '50', '201', '51-100-', '__proto__'])('price=%s is refused', (value) => {
    expect(refusal(`price=${encodeURIComponent(value)}`)).toEqual(
      custom(
        'price',
        `'${value}' is not a valid price value; use bands '0-50', '51-100', '101-200', '201-500', '500+'`,
      ),
    );
  });
});

describe('text searches (type, q)', () => {
  it('are lower-cased, hyphens become spaces, runs of spaces one, trimmed', () => {
    expect(parsed('q=ATS-Pristine').q).toBe('ats pristine');
    expect(parsed('q=%20Godrej%20%20%20Properties%09').q).toBe('godrej properties');
    expect(parsed('type=HOUSE').type).toBe('house');
    expect(parsed('q=a--b').q).toBe('a b');
    expect(parsed('q=100%25').q).toBe('100%');
  });

  it('nothing but hyphens and spaces is no search', () => {
    expect(parsed('q=---').q).toBeUndefined();
    expect(parsed('type=%20-%20').type).toBeUndefined();
  });

  it('length limits: type 50, q 100', () => {
    expect(parsed(`type=${'x'.repeat(50)}&q=${'y'.repeat(100)}`)).toEqual({ type: 'x'.repeat(50), q: 'y'.repeat(100) });
    expect(refusal(`type=${'x'.repeat(51)}`)).toEqual([
      { path: 'type', code: 'too_big', message: 'type: at most 50 characters' },
    ]);
    expect(refusal(`q=${'y'.repeat(101)}`)).toEqual([
      { path: 'q', code: 'too_big', message: 'q: at most 100 characters' },
    ]);
  });

  it.each(['a\u0000b', '\uD800', 'x\uDFFF', '\uDC00\uD800'])(
    '%j (NUL or an unpaired surrogate) is refused',
    (value) => {
      for (const name of ['q', 'type']) {
        const r = listingQuerySchema.safeParse({ [name]: value });
        expect(r.success).toBe(false);
        if (!r.success)
          expect(r.error.issues.map((i) => i.message)).toEqual([
            `${name}: contains a NUL byte or an unpaired surrogate`,
          ]);
      }
    },
  );

  it('paired surrogates (emoji) and other scripts are searched for as sent', () => {
    expect(parsed('q=%F0%9F%8F%A0%20Noida').q).toBe('🏠 noida');
    expect(parsed('q=%E0%A4%A8%E0%A5%8B%E0%A4%8F%E0%A4%A1%E0%A4%BE').q).toBe('नोएडा');
  });
});

describe('sort', () => {
  it.each(API_SORT_KEYS.map((s) => [s]))('%s', (sort) => {
    expect(parsed(`sort=${sort}`).sort).toBe(sort);
  });

  it.each(['cheapest', 'NEWEST', 'price_asc,newest', ' newest'])('sort=%j is refused', (value) => {
    expect(refusal(`sort=${encodeURIComponent(value)}`)).toEqual(
      custom('sort', 'sort must be one of price_asc, price_desc, newest'),
    );
  });
});

describe('paging', () => {
  it('whole numbers within the limits', () => {
    expect(parsed('page=1&pageSize=1')).toEqual({ page: 1, pageSize: 1 });
    expect(parsed('page=100000&pageSize=100')).toEqual({ page: 100000, pageSize: 100 });
    expect(parsed('page=%202%20&pageSize=007')).toEqual({ page: 2, pageSize: 7 });
    expect(parsed('page=10').page).toBe(10);
  });

  it.each([
    ['page=0', 'page', 100000],
    ['page=100001', 'page', 100000],
    ['page=1abc', 'page', 100000],
    ['page=abc', 'page', 100000],
    ['page=-1', 'page', 100000],
    ['page=1.0', 'page', 100000],
    ['page=1e3', 'page', 100000],
    ['page=0000001', 'page', 100000],
    ['page=2%203', 'page', 100000],
    ['pageSize=0', 'pageSize', 100],
    ['pageSize=101', 'pageSize', 100],
    ['pageSize=x', 'pageSize', 100],
  ])('%s is refused with the range', (qs, name, max) => {
    expect(refusal(qs)).toEqual(custom(name, `${name} must be a whole number from 1 to ${max}`));
  });
});

describe('unknown parameters', () => {
  it.each(['unknown=1', '__proto__=1', 'constructor=x', 'toString=1', 'hasOwnProperty=1', 'Rooms=2'])(
    '%s is refused by name',
    (qs) => {
      const key = qs.split('=')[0] as string;
      expect(refusal(qs)).toEqual([{ path: '', code: 'unrecognized_keys', message: `Unrecognized key: "${key}"` }]);
    },
  );
});
