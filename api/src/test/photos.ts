import sharp from 'sharp';

/** Images for the photo tests (features/photos), made by sharp itself. */

/** A photo-like JPEG: a gradient plus noise, so encoders cannot cheat. Deterministic. */
export async function noisyJpeg(
  width: number,
  height: number,
  extra: (s: sharp.Sharp) => sharp.Sharp = (s) => s,
): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  let seed = 12345;
  for (let i = 0; i < raw.length; i += 1) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    raw[i] = Math.max(0, Math.min(255, ((i / 3) % width) / (width / 200) + (seed % 40) - 20 + 28));
  }
  return extra(sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 })).toBuffer();
}

/** One colour; `channels: 4` with an #rrggbbaa colour for transparency. */
export const solid = (width: number, height: number, background = '#808080', channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background } });
