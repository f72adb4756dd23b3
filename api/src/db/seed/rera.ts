import type { Kysely } from 'kysely';
import type { PropertyStatus } from 'contracts/api';
import { regionOfCity } from 'contracts/api';
import type { Database } from '../schema';

/**
 * The seed's sample RERA numbers. UP-RERA registers a project (not a unit), so every listing of a
 * project shares one number, in UP-RERA's form (UPRERAPRJ and digits). Only projects in Uttar
 * Pradesh get one (other states' authorities number differently), and an upcoming project has
 * applied for its registration but holds none yet. Made up, so stored with rera_sample = 1: the
 * detail page and its structured data say it is a sample.
 */
const UP_REGION = 'Uttar Pradesh';
/** The statuses the seed's own texts call registered (an upcoming one has 'applied for'). */
const UNREGISTERED: PropertyStatus = 'Upcomming';

/** UPRERAPRJ and six digits from the project's name (FNV-1a): the same name, the same number. */
export function sampleReraNumber(projectName: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < projectName.length; i++) {
    hash ^= projectName.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `UPRERAPRJ${String(100_000 + (hash % 900_000))}`;
}

/** The sample number of a seeded listing, or null when its project would have none. */
export function sampleRera(citySlug: string, status: PropertyStatus, projectName: string): string | null {
  if (regionOfCity(citySlug) !== UP_REGION || status === UNREGISTERED) return null;
  return sampleReraNumber(projectName);
}

/**
 * A database seeded before listings had RERA numbers: give its seeded listings the numbers a new
 * seed gives them, one statement per project (only rows without a number; nothing a firm entered
 * is touched). Returns the number of listings updated.
 */
export async function addSampleRera(db: Kysely<Database>): Promise<number> {
  const projects = await db
    .selectFrom('listings')
    .innerJoin('cities', 'cities.id', 'listings.city_id')
    .select(['listings.property_name', 'cities.slug'])
    .where('listings.rera_number', 'is', null)
    .where('listings.property_status', '!=', UNREGISTERED)
    .distinct()
    .execute();
  let updated = 0;
  for (const { property_name: name, slug } of projects) {
    const number = sampleRera(slug, 'Resale', name);
    if (number === null) continue;
    const res = await db
      .updateTable('listings')
      .set({ rera_number: number, rera_sample: 1 })
      .where('property_name', '=', name)
      .where('rera_number', 'is', null)
      .where('property_status', '!=', UNREGISTERED)
      .where('city_id', '=', (eb) => eb.selectFrom('cities').select('id').where('slug', '=', slug))
      .executeTakeFirst();
    updated += Number(res.numUpdatedRows);
  }
  return updated;
}
