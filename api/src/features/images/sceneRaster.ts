import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { PHOTO_EXTENSIONS, PHOTO_WIDTHS, SCENE_RASTER_VERSION, SCENE_SIZE, type PhotoExtension } from 'contracts/api';
import { createLimiter } from '../../lib/limiter';
import { encodeVariant } from '../photos';

/**
 * The seed's SVG scenes as raster variants (AVIF, WebP, JPEG at PHOTO_WIDTHS), so seed listings have
 * real srcset images like uploaded photos. Rendered on the first request for a variant and kept on
 * disk (`<data folder>/scenes/<version>/<name>/<width>.<ext>`): the first start does no image work
 * at all, and a variant costs its render once per data folder. Renders are queued (at most
 * `concurrent` at once) so a page of new cards cannot take every core; requests for a variant being
 * rendered wait for that render.
 */
export const SCENES_FOLDER = 'scenes';

export interface SceneRasters {
  /** The variant's bytes, or undefined when `name` is not a scene, or the width or format is not made. */
  get(name: string, width: number, ext: PhotoExtension): Promise<Buffer | undefined>;
}

export interface SceneRasterOptions {
  dataDir: string;
  /** The SVG of a scene name (`p-14-3`), or undefined. */
  source: (name: string) => Buffer | undefined;
  concurrent?: number;
  render?: (svg: Buffer, width: number, ext: PhotoExtension) => Promise<Buffer>;
}

/** One variant of a scene: drawn at the output's scale (sharp edges), never read at 72 dpi and enlarged. */
export async function renderScene(svg: Buffer, width: number, ext: PhotoExtension): Promise<Buffer> {
  // A rendered SVG has an alpha channel; the scenes cover their frame, so it is dropped (smaller
  // files, and a JPEG could not keep it anyway).
  const pixels = sharp(svg, { density: (72 * width) / SCENE_SIZE.width })
    .resize({ width })
    .flatten({ background: '#ffffff' });
  return encodeVariant(pixels, ext, false).toBuffer();
}

const NAME = /^p-[1-9][0-9]{0,2}-[1-9][0-9]{0,2}$/;
const WIDTHS: readonly number[] = PHOTO_WIDTHS;

export function createSceneRasters({
  dataDir,
  source,
  concurrent = 2,
  render = renderScene,
}: SceneRasterOptions): SceneRasters {
  const limit = createLimiter(concurrent);
  const root = path.join(dataDir, SCENES_FOLDER, SCENE_RASTER_VERSION);
  const pending = new Map<string, Promise<Buffer | undefined>>();

  async function make(name: string, width: number, ext: PhotoExtension, file: string): Promise<Buffer | undefined> {
    try {
      return await fs.promises.readFile(file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
    const svg = source(name);
    if (!svg) return undefined;
    const body = await limit(() => render(svg, width, ext));
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    // Written beside and renamed into place: a reader sees the whole file or none.
    const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
    await fs.promises.writeFile(partial, body);
    await fs.promises.rename(partial, file);
    return body;
  }

  return {
    async get(name, width, ext) {
      if (!NAME.test(name) || !WIDTHS.includes(width) || !PHOTO_EXTENSIONS.includes(ext)) return undefined;
      const file = path.join(root, name, `${width}.${ext}`);
      const running = pending.get(file);
      if (running) return running;
      const job = make(name, width, ext, file).finally(() => pending.delete(file));
      pending.set(file, job);
      return job;
    },
  };
}
