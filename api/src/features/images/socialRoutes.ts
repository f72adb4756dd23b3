import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SOCIAL_IMAGE } from 'contracts/api';
import { badRequest, notFound } from '../../lib/http-errors';
import { errorResponses } from '../../plugins/errors';
import { sendImage, type ImageFile } from './catalog';
import { createSocialPreviews } from './socialPreviews';

/**
 * GET /images/og/{folder}/{file}: link previews (og:image), the catalogue's SVGs as 1200x630
 * JPEGs: property/<photo>.jpg, blogs/<picture>.jpg, and site/card.jpg for pages without a picture.
 * The same checks as the SVGs' route: an unknown folder or picture is a 404, a malformed name a
 * 400, and only names of the catalogue are ever looked up.
 */
const FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.jpg$/;
const SOCIAL_FOLDERS: readonly string[] = ['property', 'blogs', 'site'];
/** Of the site's own pictures only the card is made for previews (the logo is 180x48). */
const SITE_PICTURES: readonly string[] = ['site/card.svg'];

const socialImagesRoutes: FastifyPluginAsyncZod<{ catalog: ReadonlyMap<string, ImageFile> }> = async (
  app,
  { catalog },
) => {
  const previews = createSocialPreviews({ source: (key) => catalog.get(key)?.body });

  app.get(
    '/images/og/:folder/:file',
    {
      schema: {
        tags: ['images'],
        summary: `Link previews: generated images as ${SOCIAL_IMAGE.width}x${SOCIAL_IMAGE.height} JPEGs; folders: ${SOCIAL_FOLDERS.join(', ')} (card.jpg only)`,
        params: z.object({ folder: z.string().max(40), file: z.string().max(120) }),
        response: {
          200: {
            description: 'The JPEG (ETag, cached for a year)',
            content: {
              'image/jpeg': {
                schema: z
                  .string()
                  .meta({ format: 'binary', description: `JPEG, ${SOCIAL_IMAGE.width}x${SOCIAL_IMAGE.height}` }),
              },
            },
          },
          304: { description: 'Not Modified: If-None-Match named the current ETag', content: {} },
          ...errorResponses(400, 404),
        },
      },
    },
    async (req, reply) => {
      const { folder, file } = req.params;
      if (!SOCIAL_FOLDERS.includes(folder)) throw notFound(`No image folder '${folder.slice(0, 40)}'`);
      const name = FILE.exec(file)?.[1];
      if (!name) throw badRequest('Malformed image name');
      const key = `${folder}/${name}.svg`;
      const image = folder !== 'site' || SITE_PICTURES.includes(key) ? await previews.get(key) : undefined;
      if (!image) throw notFound(`No image og/${folder}/${file}`);
      return sendImage(req.headers['if-none-match'], reply as FastifyReply, SOCIAL_IMAGE.type, image);
    },
  );
};

export default socialImagesRoutes;
