import fs from 'node:fs';
import multipart from '@fastify/multipart';
import type { FastifyReply, onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PHOTO_CONTENT_TYPES,
  PHOTO_EXTENSIONS,
  PHOTOS_PER_UPLOAD_MAX,
  photoSources,
  photoUrl,
  type PhotoExtension,
} from 'contracts/api';
import { createLimiter } from '../../lib/limiter';
import { HttpError, badRequest, notFound } from '../../lib/http-errors';
import { errorResponses } from '../../plugins/errors';
import { writeAudit, type Actor, type RequireStaff } from '../staff';
import {
  deletePhotoRow,
  insertPhoto,
  listingExists,
  photoById,
  photosOfListing,
  renumber,
  setAlt,
  type Photo,
} from './repository';
import { changePhotoBody, listingParams, MAX_PHOTOS_PER_LISTING, photoParams, variantParams } from './schemas';
import { newPhotoId, removePhotoFiles, sweepLeftovers, variantPath, writePhotoFiles } from './storage';
import { MAX_UPLOAD_BYTES, makeVariants, PhotoRefused, type ProcessedPhoto } from './variants';

/**
 * Listing photos: staff upload, list, describe, reorder and delete them (admin and editor); anyone
 * fetches a variant by its immutable URL. Details: docs/staff-photos.md.
 */

export interface PhotosRoutesOptions {
  /** The one guard of every staff route (app.ts). */
  requireStaff: RequireStaff;
  /** The API's data folder: files go to `<dataDir>/photos/<id>/`. */
  dataDir: string;
  now?: (() => number) | undefined;
}

const STAFF = '/api/staff';
const imageBytes = z.string().describe('Image bytes');
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Photos made at once per API process: each holds an upload and its decoded pixels (tens of MB). */
const PROCESSING_SLOTS = 1;

/** A file name fit for a message: printable, short. */
const shownName = (name: string) => {
  // eslint-disable-next-line no-control-regex -- control characters never reach a message
  const clean = name.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 80);
  return clean === '' ? 'the file' : `'${clean}'`;
};

/** The staff view of a photo: its data, every variant's URLs, and what `<picture>` needs. */
export function staffPhoto(p: Photo) {
  return {
    id: p.id,
    listingId: p.listingId,
    position: p.position,
    alt: p.alt,
    width: p.width,
    height: p.height,
    createdAt: p.createdAt,
    variants: p.variants.map((v) => ({
      width: v.width,
      height: v.height,
      urls: Object.fromEntries(PHOTO_EXTENSIONS.map((ext) => [ext, photoUrl(p.id, v.width, ext)])) as Record<
        PhotoExtension,
        string
      >,
    })),
    sources: photoSources(p),
  };
}

/** What the audit log keeps of a photo. */
const auditView = (p: Photo) => ({
  listingId: p.listingId,
  position: p.position,
  alt: p.alt,
  width: p.width,
  height: p.height,
  widths: p.variants.map((v) => v.width),
});

/** @fastify/multipart's refusals (FST_* codes), said plainly. */
function uploadRefusal(err: unknown, file: string): HttpError | null {
  const code = (err as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new HttpError(413, `${file} is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB: nothing was stored.`);
  if (code === 'FST_FILES_LIMIT')
    return new HttpError(413, `At most ${PHOTOS_PER_UPLOAD_MAX} photos per upload: nothing was stored.`);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new HttpError(413, 'The upload has too many parts: send only the photo files.');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return new HttpError(415, 'Send the photos as multipart/form-data.');
  if (code === 'FST_MP_PREMATURE_CLOSE') return new HttpError(400, 'The upload was cut short: nothing was stored.');
  return null;
}

const photosRoutes: FastifyPluginAsyncZod<PhotosRoutesOptions> = async (app, opts) => {
  const now = opts.now ?? Date.now;
  const { dataDir, requireStaff } = opts;
  const hide = { hide: true };
  const editors = requireStaff(['admin', 'editor']);
  const processing = createLimiter(PROCESSING_SLOTS);
  // Staff answers are never cached; set first, so the GET routes' browser-cache hook (app.ts) leaves it alone.
  const noStore: onRequestAsyncHookHandler = async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  };

  if (!app.hasRequestDecorator('staffSession')) app.decorateRequest('staffSession', null);
  // Multipart only in this plugin: every other route keeps refusing it.
  await app.register(multipart, {
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      files: PHOTOS_PER_UPLOAD_MAX,
      fields: 0,
      parts: PHOTOS_PER_UPLOAD_MAX + 1,
      headerPairs: 50,
      fieldNameSize: 100,
    },
  });
  const swept = await sweepLeftovers(dataDir);
  if (swept > 0) app.log.info({ swept }, 'photos: leftovers of interrupted writes removed');

  const actorOf = (session: { account: { id: number } } | null): Actor & { via: 'api' } => {
    // The guard sets the session before any handler runs; this only keeps the types honest.
    if (session === null) throw new HttpError(401, 'Please sign in.');
    return { via: 'api', accountId: session.account.id };
  };
  const at = () => new Date(now()).toISOString();

  app.post(
    `${STAFF}/listings/:id/photos`,
    { schema: { ...hide, params: listingParams }, onRequest: noStore, preValidation: editors },
    async (req, reply) => {
      const actor = actorOf(req.staffSession);
      const listingId = req.params.id;
      if (!(await listingExists(app.db, listingId))) throw notFound(`No listing ${listingId}`);
      if (!req.isMultipart()) throw new HttpError(415, 'Send the photos as multipart/form-data.');
      const already = (await photosOfListing(app.db, listingId)).length;

      // Each file is checked and turned into variants as it arrives (only the variants are kept);
      // the first refusal refuses the whole upload, so a batch is stored whole or not at all.
      const processed: ProcessedPhoto[] = [];
      let current = 'the file';
      try {
        for await (const part of req.files()) {
          current = shownName(part.filename);
          if (already + processed.length + 1 > MAX_PHOTOS_PER_LISTING)
            throw badRequest(
              `A listing has at most ${MAX_PHOTOS_PER_LISTING} photos and this one has ${already}: nothing was stored.`,
            );
          const data = await part.toBuffer();
          processed.push(await processing(() => makeVariants(data)));
        }
      } catch (err) {
        if (err instanceof PhotoRefused)
          throw new HttpError(err.statusCode, `${current}: ${err.message} Nothing was stored.`);
        throw uploadRefusal(err, current) ?? err;
      }
      if (processed.length === 0) throw badRequest('The upload holds no photo file.');

      const createdAt = at();
      const photos: Photo[] = processed.map((p, i) => ({
        id: newPhotoId(),
        listingId,
        position: already + i,
        alt: '',
        width: p.width,
        height: p.height,
        variants: p.sizes,
        createdBy: actor.accountId,
        createdAt,
      }));
      // Files first (each photo's folder appears whole), then the rows and their audit entries in
      // one transaction; if that fails the files go again, so no row ever names missing files.
      const written: string[] = [];
      try {
        for (const [i, photo] of photos.entries()) {
          await writePhotoFiles(dataDir, photo.id, processed[i]?.variants ?? []);
          written.push(photo.id);
        }
        await app.db.transaction().execute(async (trx) => {
          for (const photo of photos) {
            await insertPhoto(trx, photo);
            await writeAudit(trx, {
              at: createdAt,
              actor,
              action: 'photo.create',
              subject: `photo:${photo.id}`,
              before: null,
              after: auditView(photo),
            });
          }
        });
      } catch (err) {
        await Promise.all(written.map((id) => removePhotoFiles(dataDir, id).catch(() => undefined)));
        throw err;
      }
      req.log.info({ staffAccount: actor.accountId, listingId, photos: photos.length }, 'photos uploaded');
      return reply.code(201).send({ photos: photos.map(staffPhoto) });
    },
  );

  app.get(
    `${STAFF}/listings/:id/photos`,
    { schema: { ...hide, params: listingParams }, onRequest: noStore, preValidation: editors },
    async (req) => {
      if (!(await listingExists(app.db, req.params.id))) throw notFound(`No listing ${req.params.id}`);
      return { photos: (await photosOfListing(app.db, req.params.id)).map(staffPhoto) };
    },
  );

  app.patch(
    `${STAFF}/photos/:photoId`,
    { schema: { ...hide, params: photoParams, body: changePhotoBody }, onRequest: noStore, preValidation: editors },
    async (req) => {
      const actor = actorOf(req.staffSession);
      const { photoId } = req.params;
      const { alt, position } = req.body;
      const after = await app.db.transaction().execute(async (trx) => {
        const before = await photoById(trx, photoId);
        if (before === undefined) throw notFound(`No photo ${photoId}`);
        if (alt !== undefined) await setAlt(trx, photoId, alt);
        if (position !== undefined && before.listingId !== null)
          await renumber(trx, before.listingId, photoId, position);
        const changed = await photoById(trx, photoId);
        if (changed === undefined) throw notFound(`No photo ${photoId}`);
        await writeAudit(trx, {
          at: at(),
          actor,
          action: 'photo.update',
          subject: `photo:${photoId}`,
          before: auditView(before),
          after: auditView(changed),
        });
        return changed;
      });
      return { photo: staffPhoto(after) };
    },
  );

  app.delete(
    `${STAFF}/photos/:photoId`,
    { schema: { ...hide, params: photoParams }, onRequest: noStore, preValidation: editors },
    async (req, reply) => {
      const actor = actorOf(req.staffSession);
      const { photoId } = req.params;
      await app.db.transaction().execute(async (trx) => {
        const before = await photoById(trx, photoId);
        if (before === undefined) throw notFound(`No photo ${photoId}`);
        await deletePhotoRow(trx, photoId);
        if (before.listingId !== null) await renumber(trx, before.listingId);
        await writeAudit(trx, {
          at: at(),
          actor,
          action: 'photo.delete',
          subject: `photo:${photoId}`,
          before: auditView(before),
          after: null,
        });
      });
      // After the commit: a failed removal leaves unreachable files (logged), never a row without files.
      await removePhotoFiles(dataDir, photoId).catch((err: unknown) =>
        req.log.error({ err, photoId }, 'photo deleted but its files could not be removed'),
      );
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/images/photos/:photoId/:file',
    {
      schema: {
        tags: ['images'],
        summary: 'A listing photo variant: /api/images/photos/{id}/{width}.{avif|webp|jpg}',
        params: variantParams,
        response: {
          200: {
            description: 'The image, cached for a year (immutable: a new photo gets a new id)',
            content: {
              'image/avif': { schema: imageBytes },
              'image/webp': { schema: imageBytes },
              'image/jpeg': { schema: imageBytes },
            },
          },
          ...errorResponses(400, 404),
        },
      },
    },
    async (req, reply) => {
      const { photoId, file } = req.params;
      const match = /^(\d{1,5})\.([a-z]{3,4})$/.exec(file);
      const ext = match?.[2];
      const filePath = match && ext ? variantPath(dataDir, photoId, match[1] ?? '', ext) : null;
      if (filePath === null || ext === undefined) throw badRequest('Malformed photo address');
      let handle: fs.promises.FileHandle;
      try {
        handle = await fs.promises.open(filePath, 'r');
      } catch {
        throw notFound(`No photo ${photoId}/${file}`);
      }
      const { size } = await handle.stat().catch(async (err: unknown) => {
        await handle.close();
        throw err;
      });
      return (reply as FastifyReply)
        .header('content-type', PHOTO_CONTENT_TYPES[ext as PhotoExtension])
        .header('content-length', String(size))
        .header('cache-control', IMMUTABLE)
        .send(handle.createReadStream());
    },
  );
};

export default photosRoutes;
