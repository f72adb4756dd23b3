import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, notFound } from '../../lib/http-errors';
import { errorResponses } from '../../plugins/errors';
import { PHOTO_CONTENT_TYPES, SCENE_RASTER_VERSION, type PhotoExtension } from 'contracts/api';
import { buildImageCatalog, IMAGE_FOLDERS, sendImage } from './catalog';
import { createSceneRasters } from './sceneRaster';
import socialImagesRoutes from './socialRoutes';

/**
 * GET /images/{folder}/{file}: generated SVGs from memory. Names are checked against a strict
 * pattern first (anything with dots other than the extension, slashes, backslashes or escapes is
 * a 400) and then looked up in the catalogue (anything else is a 404): nothing touches the disk.
 */
const FILE = /^[a-z0-9]+(?:-[a-z0-9]+)*\.svg$/;
const FOLDERS: readonly string[] = IMAGE_FOLDERS;

/** A scene variant's file name: a width of digits without a leading zero and one of the formats. */
const VARIANT = /^([1-9][0-9]{2,3})\.(avif|webp|jpg)$/;
const SCENE = /^p-[1-9][0-9]{0,2}-[1-9][0-9]{0,2}$/;

const imagesRoutes: FastifyPluginAsyncZod<{ dataDir: string }> = async (app, { dataDir }) => {
  const catalog = buildImageCatalog();
  await app.register(socialImagesRoutes, { catalog });
  const scenes = createSceneRasters({ dataDir, source: (name) => catalog.get(`property/${name}.svg`)?.body });

  app.get(
    '/images/scenes/:version/:name/:file',
    {
      schema: {
        tags: ['images'],
        summary: `The seed's listing pictures as raster variants (docs/staff-photos.md): /images/scenes/${SCENE_RASTER_VERSION}/p-14-3/640.avif`,
        params: z.object({ version: z.string().max(8), name: z.string().max(40), file: z.string().max(20) }),
        response: {
          200: {
            description: 'The variant (cached for a year: a URL always names the same bytes)',
            content: Object.fromEntries(
              Object.values(PHOTO_CONTENT_TYPES).map((type) => [
                type,
                { schema: z.string().meta({ format: 'binary', description: type }) },
              ]),
            ),
          },
          ...errorResponses(400, 404),
        },
      },
    },
    async (req, reply) => {
      const { version, name, file } = req.params;
      const variant = VARIANT.exec(file);
      if (!SCENE.test(name) || !variant?.[1] || !variant[2]) throw badRequest('Malformed image name');
      const ext = variant[2] as PhotoExtension;
      const body = version === SCENE_RASTER_VERSION ? await scenes.get(name, Number(variant[1]), ext) : undefined;
      if (!body) throw notFound(`No image scenes/${version.slice(0, 8)}/${name}/${file}`);
      return (reply as FastifyReply)
        .header('content-type', PHOTO_CONTENT_TYPES[ext])
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(body);
    },
  );

  app.get(
    '/images/:folder/:file',
    {
      schema: {
        tags: ['images'],
        summary: `Generated SVG images; folders: ${IMAGE_FOLDERS.join(', ')}`,
        params: z.object({ folder: z.string().max(40), file: z.string().max(120) }),
        response: {
          200: {
            description: 'The SVG (ETag, cached for a year)',
            content: { 'image/svg+xml': { schema: z.string().describe('SVG document') } },
          },
          304: { description: 'Not Modified: If-None-Match named the current ETag', content: {} },
          ...errorResponses(400, 404),
        },
      },
    },
    async (req, reply) => {
      const { folder, file } = req.params;
      if (!FOLDERS.includes(folder)) throw notFound(`No image folder '${folder.slice(0, 40)}'`);
      if (!FILE.test(file)) throw badRequest('Malformed image name');
      const image = catalog.get(`${folder}/${file}`);
      if (!image) throw notFound(`No image ${folder}/${file}`);
      return sendImage(req.headers['if-none-match'], reply as FastifyReply, 'image/svg+xml', image);
    },
  );
};

export default imagesRoutes;
