import fs from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../migrate';
import { CITIES } from './places';

/** `UPDATE locations SET latitude = …, longitude = … WHERE slug = '…' AND … cities WHERE slug = '…'` lines. */
function migrationPoints(dialect: 'sqlite' | 'postgres'): Map<string, [number, number]> {
  const text = fs.readFileSync(path.join(MIGRATIONS_DIR, dialect, '0007_listing_coordinates.sql'), 'utf8');
  const out = new Map<string, [number, number]>();
  const re =
    /UPDATE locations SET latitude = (-?[\d.]+), longitude = (-?[\d.]+) WHERE slug = '([a-z0-9-]+)' AND city_id = \(SELECT id FROM cities WHERE slug = '([a-z0-9-]+)'\);/g;
  for (const m of text.matchAll(re)) out.set(`${m[4]}/${m[3]}`, [Number(m[1]), Number(m[2])]);
  return out;
}

describe('locality coordinates', () => {
  const seed = new Map(CITIES.flatMap((c) => c.locations.map((l) => [`${c.slug}/${l.slug}`, [...l.at]] as const)));

  it('every seeded locality has a point near its city (Delhi-NCR or Gandhinagar)', () => {
    for (const c of CITIES) {
      for (const l of c.locations) {
        const [lat, lon] = l.at;
        if (c.slug === 'gandhi-nagar') {
          expect([lat, lon, l.slug]).toEqual([expect.closeTo(23.2, 0), expect.closeTo(72.65, 0), l.slug]);
        } else {
          expect(lat).toBeGreaterThan(28.3);
          expect(lat).toBeLessThan(28.8);
          expect(lon).toBeGreaterThan(76.9);
          expect(lon).toBeLessThan(77.6);
        }
      }
    }
  });

  it.each(['sqlite', 'postgres'] as const)('the %s migration gives older databases the seed’s points', (dialect) => {
    expect(migrationPoints(dialect)).toEqual(seed);
  });
});
