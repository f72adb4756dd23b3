import { LRUCache } from 'lru-cache';
import { createLimiter } from '../../lib/limiter';
import { etagOf, type ImageFile } from './catalog';
import { renderSocialJpeg } from './socialRender';

/**
 * The link previews' JPEGs, rendered once and kept: a render takes a CPU about 0.1–0.2 s, and
 * crawlers ask for the same few pictures again and again. Requests for a picture still being
 * rendered wait for that render (lru-cache's fetch coalesces them), and renders run one at a
 * time, so a burst of first requests cannot take every core of the machine.
 */
export interface SocialPreviews {
  /** The JPEG of the catalogue's SVG at `key` (e.g. 'property/p-1-1.svg'); undefined if there is none. */
  get(key: string): Promise<ImageFile | undefined>;
}

export interface SocialPreviewOptions {
  /** The SVG a key names, or undefined. */
  source: (key: string) => Buffer | undefined;
  /** Bytes of JPEG kept. Every preview of the catalogue takes about 3 MB. */
  maxBytes?: number;
  /** Renders at once. */
  concurrent?: number;
  render?: (svg: Buffer) => Promise<Buffer>;
}

export function createSocialPreviews({
  source,
  maxBytes = 8 * 1024 * 1024,
  concurrent = 1,
  render = renderSocialJpeg,
}: SocialPreviewOptions): SocialPreviews {
  const limit = createLimiter(concurrent);
  const kept = new LRUCache<string, ImageFile>({
    maxSize: maxBytes,
    sizeCalculation: (file) => Math.max(1, file.body.length),
    // A render that finishes after its entry was evicted still answers the requests that wait for it.
    ignoreFetchAbort: true,
    fetchMethod: async (key) => {
      const svg = source(key);
      if (!svg) return undefined;
      const body = await limit(() => render(svg));
      return { body, etag: etagOf(body) };
    },
  });
  return { get: (key) => kept.fetch(key) };
}
