import {
  FAVORITES_KEY,
  favoriteKey,
  isFavorite,
  MAX_FAVORITES,
  readFavorites,
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

  it('keeps residential and commercial ids apart', () => {
    const s = memoryStorage('["commercial:12"]');
    expect(isFavorite(s, 'residential:12')).toBe(false);
    expect(isFavorite(s, 'commercial:12')).toBe(true);
  });

  it.each([
    'not json',
    '{"a":1}',
    '42',
    'null',
    '"residential:1"',
    '[1,2,null,{}]',
    '["residential:0","x:1","residential:1a"]',
  ])('garbage %p reads as none', (raw) => {
    expect(readFavorites(memoryStorage(raw))).toEqual([]);
  });

  it('keeps the valid entries of a partly bad array, without duplicates', () => {
    expect(readFavorites(memoryStorage('["residential:3",5,"residential:3","commercial:9"]'))).toEqual([
      'residential:3',
      'commercial:9',
    ]);
  });

  it('overwrites garbage when the visitor saves a favourite', () => {
    const s = memoryStorage('{{{');
    expect(toggleFavorite(s, 'residential:4')).toBe(true);
    expect(s.data.get(FAVORITES_KEY)).toBe('["residential:4"]');
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
  });

  it('refuses keys that are not listings', () => {
    expect(toggleFavorite(memoryStorage(), 'residential:abc')).toBeNull();
  });

  it('caps the list', () => {
    const many = JSON.stringify(Array.from({ length: MAX_FAVORITES + 20 }, (_, i) => `residential:${i + 1}`));
    const s = memoryStorage(many);
    expect(readFavorites(s)).toHaveLength(MAX_FAVORITES);
    toggleFavorite(s, 'commercial:1');
    const stored = JSON.parse(s.data.get(FAVORITES_KEY) ?? '[]') as string[];
    expect(stored).toHaveLength(MAX_FAVORITES);
    expect(stored.at(-1)).toBe('commercial:1');
  });
});
