import sharp from 'sharp';
import { SOCIAL_IMAGE } from 'contracts/api';

/** Under a picture with transparent parts a JPEG would show black: brand navy instead. */
const BACKGROUND = '#0f2a4a';

// One libvips thread per render (renders are queued one at a time, socialPreviews.ts) and no
// libvips operation cache: the finished JPEGs are what is kept.
sharp.concurrency(1);
sharp.cache(false);

/**
 * One SVG as the 1200x630 JPEG of a link preview. The picture covers the frame and is cropped at
 * its centre (a 4:3 listing photo loses a strip of sky and road, a 16:9 blog picture almost
 * nothing). The SVG is rasterised at the output's scale rather than at 72 dpi and then enlarged,
 * so its edges stay sharp.
 */
export async function renderSocialJpeg(svg: Buffer): Promise<Buffer> {
  const { width, height } = SOCIAL_IMAGE;
  const source = await sharp(svg).metadata();
  const scale = source.width && source.height ? Math.max(width / source.width, height / source.height) : 1;
  return sharp(svg, { density: 72 * scale })
    .resize(width, height, { fit: 'cover', position: 'centre' })
    .flatten({ background: BACKGROUND })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}
