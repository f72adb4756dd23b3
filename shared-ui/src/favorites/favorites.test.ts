import {
  FAVORITES_CHANGE_EVENT,
  FAVORITES_KEY,
  favoriteKey,
  isFavorite,
  MAX_FAVORITES,
  parseFavoriteKey,
  readFavorites,
  removeFavorites,
  subscribeFavorites,
  toggleFavorite,
  type StorageLike,
} from './favorites';

function memoryStorage(initial?: string): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  if (initial !== undefined) data.set(FAVORITES_KEY, initial);
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

describe('favorites storage', () => {
  it('toggles a listing on and off and stores a JSON array', () => {
    const s = memoryStorage();
    const key = favoriteKey('residential', 12);
    expect(key).toBe('residential:12');
    expect(toggleFavorite(s, key)).toBe(true);
    expect(s.data.get(FAVORITES_KEY)).toBe('["residential:12"]');
    expect(isFavorite(s, key)).toBe(true);
    expect(toggleFavorite(s, key)).toBe(false);
    expect(readFavorites(s)).toEqual([]);
  });

  it.each(['not json', '{"a":1}', '42', 'null', '"residential:1"', '[1,2,null,{}]', '["residential:0","x:1"]'])(
    'garbage %p reads as none',
    (raw) => {
      expect(readFavorites(memoryStorage(raw))).toEqual([]);
    },
  );

  it('keeps the valid entries of a partly bad array, without duplicates', () => {
    expect(readFavorites(memoryStorage('["residential:3",5,"residential:3","commercial:9"]'))).toEqual([
      'residential:3',
      'commercial:9',
    ]);
  });

  it('survives a storage that throws', () => {
    const broken: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readFavorites(broken)).toEqual([]);
    expect(toggleFavorite(broken, 'residential:1')).toBeNull();
    expect(toggleFavorite(null, 'residential:1')).toBeNull();
    expect(removeFavorites(null, [1])).toBe(false);
  });

  it('caps the list', () => {
    const many = JSON.stringify(Array.from({ length: MAX_FAVORITES + 20 }, (_, i) => `residential:${i + 1}`));
    expect(readFavorites(memoryStorage(many))).toHaveLength(MAX_FAVORITES);
  });

  it('reads a key back', () => {
    expect(parseFavoriteKey('commercial:12')).toEqual({ kind: 'commercial', id: 12 });
    expect(parseFavoriteKey('residential:1')).toEqual({ kind: 'residential', id: 1 });
    for (const bad of ['', 'residential:0', 'plot:3', 'residential:12x', ' residential:1']) {
      expect(parseFavoriteKey(bad)).toBeNull();
    }
  });

  it('removes listings by id, whatever kind they were saved as', () => {
    const s = memoryStorage('["residential:3","commercial:4","residential:5"]');
    expect(removeFavorites(s, [4, 5])).toBe(true);
    expect(readFavorites(s)).toEqual(['residential:3']);
    expect(removeFavorites(s, [99])).toBe(true);
    expect(readFavorites(s)).toEqual(['residential:3']);
  });
});

describe('change notices', () => {
  it('a change in this tab and a storage event of another tab both notify; others do not', () => {
    const notify = jest.fn();
    const stop = subscribeFavorites(notify);
    toggleFavorite(window.localStorage, 'residential:7');
    expect(notify).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: FAVORITES_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(notify).toHaveBeenCalledTimes(3);
    window.dispatchEvent(new StorageEvent('storage', { key: 'something.else' }));
    expect(notify).toHaveBeenCalledTimes(3);
    stop();
    window.dispatchEvent(new Event(FAVORITES_CHANGE_EVENT));
    expect(notify).toHaveBeenCalledTimes(3);
    window.localStorage.clear();
  });
});
