import { nearestJpeg, parseSrcSet, photoSources, sceneSources, sceneUrl } from './photos';
import { propertyDetailSchema } from './listings';
import * as z from 'zod/mini';

describe('sceneSources', () => {
  it('gives a seed picture AVIF, WebP and JPEG srcsets at every width, 4:3, and a 960 px JPEG src', () => {
    const s = sceneSources('p-14-3.svg');
    expect(s).toEqual({
      src: '/images/scenes/v1/p-14-3/960.jpg',
      srcSet: {
        avif: [320, 640, 960, 1280, 1920].map((w) => `/images/scenes/v1/p-14-3/${w}.avif ${w}w`).join(', '),
        webp: [320, 640, 960, 1280, 1920].map((w) => `/images/scenes/v1/p-14-3/${w}.webp ${w}w`).join(', '),
        jpeg: [320, 640, 960, 1280, 1920].map((w) => `/images/scenes/v1/p-14-3/${w}.jpg ${w}w`).join(', '),
      },
      width: 960,
      height: 720,
    });
  });

  it('refuses anything that is not a seed scene name', () => {
    for (const file of ['fallback.svg', 'p-14-3.jpg', '../p-1-1.svg', 'p-0-1.svg', 'p-1-1.svg?x', 'p-1234-1.svg', ''])
      expect(sceneSources(file)).toBeUndefined();
  });

  it('builds the variant URL', () => {
    expect(sceneUrl('p-2-4', 640, 'webp')).toBe('/images/scenes/v1/p-2-4/640.webp');
  });
});

describe('parseSrcSet and nearestJpeg', () => {
  it('parses width descriptors and skips malformed entries', () => {
    expect(parseSrcSet('/a.jpg 320w, /b.jpg 640w, junk, /c.jpg 2x, /d.jpg 0w')).toEqual([
      { url: '/a.jpg', width: 320 },
      { url: '/b.jpg', width: 640 },
    ]);
    expect(parseSrcSet('')).toEqual([]);
  });

  it('picks the JPEG nearest 1200 px with its height', () => {
    const s = sceneSources('p-1-1.svg');
    expect(s && nearestJpeg(s, 1200)).toEqual({ url: '/images/scenes/v1/p-1-1/1280.jpg', width: 1280, height: 960 });
  });

  it('for a small upload, takes its widest variant; a tie goes to the wider', () => {
    const small = photoSources({
      id: 'AAAAAAAAAAAAAAAA',
      variants: [
        { width: 320, height: 240 },
        { width: 640, height: 480 },
        { width: 1000, height: 750 },
      ],
    });
    expect(nearestJpeg(small, 1200)).toEqual({
      url: '/api/images/photos/AAAAAAAAAAAAAAAA/1000.jpg',
      width: 1000,
      height: 750,
    });
    const tie = { ...small, srcSet: { ...small.srcSet, jpeg: '/a.jpg 1000w, /b.jpg 1400w' } };
    expect(nearestJpeg(tie, 1200)?.url).toBe('/b.jpg');
  });

  it('is undefined without candidates', () => {
    const s = sceneSources('p-1-1.svg');
    if (!s) throw new Error('no sources');
    expect(nearestJpeg({ ...s, srcSet: { ...s.srcSet, jpeg: '' } }, 1200)).toBeUndefined();
  });
});

describe('photos in a listing answer', () => {
  it('is optional (older APIs send none) and checked when present', () => {
    const base = z.partial(propertyDetailSchema).shape.photos;
    expect(z.safeParse(base, undefined).success).toBe(true);
    expect(z.safeParse(base, [{ alt: 'x', sources: sceneSources('p-1-1.svg') }]).success).toBe(true);
    expect(z.safeParse(base, [{ alt: 'x', sources: { src: 1 } }]).success).toBe(false);
  });
});
