import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, notFound } from '../../lib/http-errors';
import { errorResponses } from '../../plugins/errors';
import { buildImageCatalog, IMAGE_FOLDERS, sendImage } from './catalog';
import socialImagesRoutes from './socialRoutes';

/**
 * GET /images/{folder}/{file}: generated SVGs from memory. Names are checked against a strict
 * pattern first (anything with dots other than the extension, slashes, backslashes or escapes is
 * a 400) and then looked up in the catalogue (anything else is a 404): nothing touches the disk.
 */
const FILE = /^[a-z0-9]+(?:-[a-z0-9]+)*\.svg$/;
const FOLDERS: readonly string[] = IMAGE_FOLDERS;

const imagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalog = buildImageCatalog();
  await app.register(socialImagesRoutes, { catalog });

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
