import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PHOTO_EXTENSIONS, PHOTO_ID, type PhotoExtension } from 'contracts/api';
import type { EncodedVariant } from './variants';

/**
 * Photo files: `<data folder>/photos/<photo id>/<width>.<ext>`. A photo's files are written into a
 * hidden folder beside the others and that folder is renamed into place, so a photo's folder is
 * either absent or complete: a crash mid-write leaves only a `.partial-*` folder (swept at start).
 * Deletion renames the folder away first, so the public route never serves half a photo.
 */

export const PHOTOS_FOLDER = 'photos';
const PARTIAL_PREFIX = '.partial-';
const DELETED_PREFIX = '.deleted-';

export const photosDir = (dataDir: string) => path.join(dataDir, PHOTOS_FOLDER);

/** A new public id: 96 random bits as 16 base64url characters. */
export const newPhotoId = () => randomBytes(12).toString('base64url');

/** A variant's file, or null if any part is not exactly what this module writes (no traversal possible). */
export function variantPath(dataDir: string, photoId: string, width: string, ext: string): string | null {
  if (!PHOTO_ID.test(photoId) || !/^[1-9]\d{1,4}$/.test(width)) return null;
  if (!PHOTO_EXTENSIONS.includes(ext as PhotoExtension)) return null;
  return path.join(photosDir(dataDir), photoId, `${width}.${ext}`);
}

async function writeSynced(file: string, data: Buffer): Promise<void> {
  const handle = await fs.promises.open(file, 'wx', 0o644);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function syncDir(dir: string): Promise<void> {
  const handle = await fs.promises.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Writes every variant of a photo and moves the folder into place in one rename. */
export async function writePhotoFiles(
  dataDir: string,
  photoId: string,
  variants: readonly EncodedVariant[],
): Promise<void> {
  if (!PHOTO_ID.test(photoId)) throw new Error(`not a photo id: ${photoId}`);
  const root = photosDir(dataDir);
  await fs.promises.mkdir(root, { recursive: true });
  const partial = path.join(root, `${PARTIAL_PREFIX}${photoId}-${randomBytes(4).toString('hex')}`);
  await fs.promises.mkdir(partial);
  try {
    await Promise.all(variants.map((v) => writeSynced(path.join(partial, `${v.width}.${v.ext}`), v.data)));
    await syncDir(partial);
    await fs.promises.rename(partial, path.join(root, photoId));
    await syncDir(root);
  } catch (err) {
    await fs.promises.rm(partial, { recursive: true, force: true });
    throw err;
  }
}

/** Removes a photo's files (a photo without files is fine: the goal is that none remain). */
export async function removePhotoFiles(dataDir: string, photoId: string): Promise<void> {
  if (!PHOTO_ID.test(photoId)) throw new Error(`not a photo id: ${photoId}`);
  const root = photosDir(dataDir);
  const away = path.join(root, `${DELETED_PREFIX}${photoId}-${randomBytes(4).toString('hex')}`);
  try {
    await fs.promises.rename(path.join(root, photoId), away);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  await fs.promises.rm(away, { recursive: true, force: true });
}

/** Older than this, a `.partial-*` or `.deleted-*` folder is no process's work in progress. */
const LEFTOVER_AGE_MS = 60 * 60 * 1000;

/** Leftovers of an interrupted write or delete (nothing refers to them), once surely abandoned. */
export async function sweepLeftovers(dataDir: string, now = Date.now()): Promise<number> {
  const root = photosDir(dataDir);
  let names: string[];
  try {
    names = await fs.promises.readdir(root);
  } catch {
    return 0;
  }
  let swept = 0;
  for (const name of names) {
    if (!name.startsWith(PARTIAL_PREFIX) && !name.startsWith(DELETED_PREFIX)) continue;
    const folder = path.join(root, name);
    // Another API process sharing the folder may be writing this one right now.
    const { mtimeMs } = await fs.promises.stat(folder);
    if (now - mtimeMs < LEFTOVER_AGE_MS) continue;
    await fs.promises.rm(folder, { recursive: true, force: true });
    swept += 1;
  }
  return swept;
}
