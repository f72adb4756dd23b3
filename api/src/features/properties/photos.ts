import { photoSources, sceneSources, type ListingPhoto, type PhotoVariantSize } from 'contracts/api';
import type { Db } from '../photos';

/**
 * A listing's pictures in the public answers (`photos`): its uploaded photos in their order when it
 * has any, else its seed pictures (`images`, SVG scenes) as raster variants. Pictures with no raster
 * form (a file name that is not a seed scene) are left out; `images` still names them.
 */

/** The uploaded photos of these listings, in their order, in one query. */
export async function uploadedPhotos(db: Db, listingIds: readonly number[]): Promise<Map<number, ListingPhoto[]>> {
  const byListing = new Map<number, ListingPhoto[]>();
  if (listingIds.length === 0) return byListing;
  const rows = await db
    .selectFrom('photos')
    .select(['id', 'listing_id', 'alt', 'variants'])
    .where('listing_id', 'in', [...new Set(listingIds)])
    .orderBy('listing_id')
    .orderBy('position')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    if (row.listing_id === null) continue;
    const variants = JSON.parse(row.variants) as PhotoVariantSize[];
    if (variants.length === 0) continue;
    const id = Number(row.listing_id);
    const list = byListing.get(id) ?? [];
    list.push({ alt: row.alt, sources: photoSources({ id: row.id, variants }) });
    byListing.set(id, list);
  }
  return byListing;
}

/** The seed pictures named by a listing's JSON-encoded `images`, as raster sources (alt '': the page names the listing). */
export function seedPhotos(images: string): ListingPhoto[] {
  let files: unknown;
  try {
    files = JSON.parse(images);
  } catch {
    return [];
  }
  if (!Array.isArray(files)) return [];
  const out: ListingPhoto[] = [];
  for (const file of files) {
    const sources = typeof file === 'string' ? sceneSources(file) : undefined;
    if (sources) out.push({ alt: '', sources });
  }
  return out;
}

/** Sets `photos` on each item (uploaded photos first choice, else the seed pictures). */
export async function withPhotos<T extends { id: number; images: string; photos?: ListingPhoto[] }>(
  db: Db,
  items: T[],
): Promise<T[]> {
  const uploaded = await uploadedPhotos(
    db,
    items.map((i) => i.id),
  );
  for (const item of items) item.photos = uploaded.get(item.id) ?? seedPhotos(item.images);
  return items;
}
