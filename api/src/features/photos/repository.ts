import type { Kysely, Transaction } from 'kysely';
import type { PhotoVariantSize } from 'contracts/api';
import type { Database, PhotosTable } from '../../db/schema';

/** Queries on the photos table. Positions within a listing are kept 0, 1, 2, … by every change. */

export type Db = Kysely<Database> | Transaction<Database>;

export interface Photo {
  id: string;
  listingId: number | null;
  position: number;
  alt: string;
  width: number;
  height: number;
  variants: PhotoVariantSize[];
  createdBy: number | null;
  createdAt: string;
}

const COLUMNS = [
  'id',
  'listing_id',
  'position',
  'alt',
  'width',
  'height',
  'variants',
  'created_by',
  'created_at',
] as const;

function toPhoto(row: PhotosTable): Photo {
  return {
    id: row.id,
    listingId: row.listing_id === null ? null : Number(row.listing_id),
    position: Number(row.position),
    alt: row.alt,
    width: Number(row.width),
    height: Number(row.height),
    variants: JSON.parse(row.variants) as PhotoVariantSize[],
    createdBy: row.created_by === null ? null : Number(row.created_by),
    createdAt: row.created_at,
  };
}

export async function listingExists(db: Db, listingId: number): Promise<boolean> {
  const row = await db.selectFrom('listings').select('id').where('id', '=', listingId).executeTakeFirst();
  return row !== undefined;
}

export async function photosOfListing(db: Db, listingId: number): Promise<Photo[]> {
  const rows = await db
    .selectFrom('photos')
    .select(COLUMNS)
    .where('listing_id', '=', listingId)
    .orderBy('position')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toPhoto);
}

export async function photoById(db: Db, id: string): Promise<Photo | undefined> {
  const row = await db.selectFrom('photos').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  return row && toPhoto(row);
}

export async function insertPhoto(db: Db, photo: Photo): Promise<void> {
  await db
    .insertInto('photos')
    .values({
      id: photo.id,
      listing_id: photo.listingId,
      position: photo.position,
      alt: photo.alt,
      width: photo.width,
      height: photo.height,
      variants: JSON.stringify(photo.variants),
      created_by: photo.createdBy,
      created_at: photo.createdAt,
    })
    .execute();
}

export async function setAlt(db: Db, id: string, alt: string): Promise<void> {
  await db.updateTable('photos').set({ alt }).where('id', '=', id).execute();
}

export async function deletePhotoRow(db: Db, id: string): Promise<void> {
  await db.deleteFrom('photos').where('id', '=', id).execute();
}

/**
 * Numbers a listing's photos 0, 1, 2, … in the order given by `ordered` (ids), after moving
 * `moveId` to `toPosition` if given (clamped to the end).
 */
export async function renumber(db: Db, listingId: number, moveId?: string, toPosition?: number): Promise<void> {
  const ids = (await photosOfListing(db, listingId)).map((p) => p.id);
  if (moveId !== undefined && toPosition !== undefined) {
    const from = ids.indexOf(moveId);
    if (from >= 0) {
      ids.splice(from, 1);
      ids.splice(Math.min(toPosition, ids.length), 0, moveId);
    }
  }
  for (const [position, id] of ids.entries())
    await db.updateTable('photos').set({ position }).where('id', '=', id).where('position', '<>', position).execute();
}
