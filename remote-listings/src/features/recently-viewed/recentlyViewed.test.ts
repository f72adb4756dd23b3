import {
  addRecent,
  MAX_RECENT,
  parseRecent,
  readRecent,
  RECENT_CHANGE_EVENT,
  RECENT_KEY,
  recentEntryOf,
  recordView,
  subscribeRecent,
  toRecentEntry,
  withoutListing,
  type RecentEntry,
  type StorageLike,
} from './recentlyViewed';

const entry = (pid: number, over: Partial<RecentEntry> = {}): RecentEntry => ({
  kind: 'residential',
  pid,
  citySlug: 'noida',
  slug: `listing-${pid}`,
  title: `Listing ${pid}`,
  location: 'Sector 150, Noida',
  image: `p-${pid}-1.svg`,
  price: 100 + pid,
  area: 1000,
  ...over,
});

function memoryStorage(initial?: string): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  if (initial !== undefined) data.set(RECENT_KEY, initial);
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

describe('recently viewed list', () => {
  it('puts the newest first and keeps one entry per listing', () => {
    let list: RecentEntry[] = [];
    list = addRecent(list, entry(1));
    list = addRecent(list, entry(2));
    list = addRecent(list, entry(1, { title: 'Listing 1 again' }));
    expect(list.map((e) => e.pid)).toEqual([1, 2]);
    expect(list[0]?.title).toBe('Listing 1 again');
  });

  it('tells a residential and a commercial listing with the same id apart', () => {
    const list = addRecent([entry(7)], entry(7, { kind: 'commercial' }));
    expect(list.map((e) => `${e.kind}:${e.pid}`)).toEqual(['commercial:7', 'residential:7']);
  });

  it(`keeps the last ${MAX_RECENT}`, () => {
    expect(MAX_RECENT).toBe(6);
    let list: RecentEntry[] = [];
    for (let pid = 1; pid <= 9; pid += 1) list = addRecent(list, entry(pid));
    expect(list.map((e) => e.pid)).toEqual([9, 8, 7, 6, 5, 4]);
  });

  it('leaves out the listing on screen', () => {
    expect(withoutListing([entry(1), entry(2)], 'residential', 1).map((e) => e.pid)).toEqual([2]);
    expect(withoutListing([entry(1)], 'commercial', 1).map((e) => e.pid)).toEqual([1]);
  });
});

describe('reading back what is stored', () => {
  it('reads what it wrote', () => {
    const s = memoryStorage();
    expect(recordView(s, entry(1))).toBe(true);
    expect(recordView(s, entry(2))).toBe(true);
    expect(readRecent(s)).toEqual([entry(2), entry(1)]);
  });

  it.each(['{not json', '', 'null', '42', '"text"', '{"a":1}', '[1,"x",null,[]]', 'x'.repeat(30_000)])(
    'garbage %p reads as none, without throwing',
    (raw) => {
      expect(parseRecent(raw)).toEqual([]);
      expect(readRecent(memoryStorage(raw))).toEqual([]);
    },
  );

  it('keeps the valid entries of a partly bad list, the first of duplicates, at most six', () => {
    const stored = [
      entry(1),
      { ...entry(2), pid: '2' },
      { ...entry(3), kind: 'plot' },
      { ...entry(4), slug: '../etc' },
      { ...entry(5), citySlug: 'Noida City' },
      { ...entry(6), image: 'https://evil.example/x.png' },
      { ...entry(7), title: '' },
      { ...entry(8), pid: 0 },
      { ...entry(9), pid: 1.5 },
      entry(1, { title: 'older copy' }),
      entry(10),
      entry(11, { price: -3, area: Number.NaN }),
      entry(12),
      entry(13),
      entry(14),
      entry(15),
    ];
    const list = parseRecent(JSON.stringify(stored));
    expect(list.map((e) => e.pid)).toEqual([1, 10, 11, 12, 13, 14]);
    expect(list[0]?.title).toBe('Listing 1');
    // A bad amount is unknown, not a reason to drop the entry. (NaN is stored as null by JSON.)
    expect(list[2]).toMatchObject({ price: null, area: null });
  });

  it('accepts an entry without a photo, and cuts very long text', () => {
    const long = 'x'.repeat(500);
    expect(toRecentEntry({ ...entry(1), image: '', title: long })).toMatchObject({ image: '', title: 'x'.repeat(160) });
  });

  it('survives a storage that throws, or none at all', () => {
    const broken: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readRecent(broken)).toEqual([]);
    expect(recordView(broken, entry(1))).toBe(false);
    expect(readRecent(null)).toEqual([]);
    expect(recordView(null, entry(1))).toBe(false);
  });

  it('refuses to record something that is not an entry', () => {
    const s = memoryStorage();
    expect(recordView(s, { pid: 'x' })).toBe(false);
    expect(s.data.size).toBe(0);
  });
});

describe('an entry of a detail page', () => {
  const listing = {
    pid: 12,
    name: 'ATS Pristine',
    title: '3 BHK in ATS Pristine',
    citySlug: 'noida',
    location: 'Sector 150, Noida',
    images: ['p-3-1.svg', 'p-3-2.svg'],
    price: 185,
    area: 1650,
  };

  it('takes the title, the first photo and the URL slug', () => {
    expect(recentEntryOf('residential', listing, 'ats-pristine-3-bhk')).toEqual({
      kind: 'residential',
      pid: 12,
      citySlug: 'noida',
      slug: 'ats-pristine-3-bhk',
      title: '3 BHK in ATS Pristine',
      location: 'Sector 150, Noida',
      image: 'p-3-1.svg',
      price: 185,
      area: 1650,
    });
  });

  it('falls back to the name, and is null when it could not be linked to', () => {
    expect(recentEntryOf('commercial', { ...listing, title: '', images: [] }, 's')).toMatchObject({
      title: 'ATS Pristine',
      image: '',
    });
    expect(recentEntryOf('residential', { ...listing, citySlug: '' }, 'slug')).toBeNull();
    expect(recentEntryOf('residential', listing, 'Not A Slug')).toBeNull();
  });
});

describe('change notices', () => {
  afterEach(() => window.localStorage.clear());

  it('a view in this tab and a storage event of another tab notify; other keys do not', () => {
    const notify = jest.fn();
    const stop = subscribeRecent(notify);
    recordView(window.localStorage, entry(1));
    expect(notify).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: RECENT_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(notify).toHaveBeenCalledTimes(3);
    window.dispatchEvent(new StorageEvent('storage', { key: 'site.favorites' }));
    expect(notify).toHaveBeenCalledTimes(3);
    stop();
    window.dispatchEvent(new Event(RECENT_CHANGE_EVENT));
    expect(notify).toHaveBeenCalledTimes(3);
  });
});
