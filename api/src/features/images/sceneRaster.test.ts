import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { PHOTO_WIDTHS, sceneUrl } from 'contracts/api';
import { createTestApp, type TestApp } from '../../test/helpers';
import { propertyScene } from './scenes';
import { createSceneRasters, renderScene } from './sceneRaster';

/**
 * The seed's scenes as raster variants: the right format and size, rendered once and then read
 * from the disk cache (also by a new process on the same data folder), and the route's strict paths.
 */

const svg = Buffer.from(propertyScene(3, 2), 'utf8');

describe('renderScene', () => {
  it.each([
    ['avif', 'heif', 320, 240],
    ['webp', 'webp', 640, 480],
    ['jpg', 'jpeg', 1920, 1440],
  ] as const)('%s: a %s of the asked width, 4:3', async (ext, format, width, height) => {
    const meta = await sharp(await renderScene(svg, width, ext)).metadata();
    expect(meta).toMatchObject({ format, width, height });
  });
});

describe('createSceneRasters', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scenes-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('renders a variant once, keeps it on disk, and coalesces requests made while it renders', async () => {
    const render = jest.fn(async (_svg: Buffer, width: number, ext: string) => Buffer.from(`${width}.${ext}`));
    const scenes = createSceneRasters({ dataDir: dir, source: (n) => (n === 'p-3-2' ? svg : undefined), render });
    const [a, b] = await Promise.all([scenes.get('p-3-2', 640, 'webp'), scenes.get('p-3-2', 640, 'webp')]);
    expect(a?.toString()).toBe('640.webp');
    expect(b?.toString()).toBe('640.webp');
    expect(render).toHaveBeenCalledTimes(1);
    expect(fs.readFileSync(path.join(dir, 'scenes', 'v1', 'p-3-2', '640.webp'), 'utf8')).toBe('640.webp');
    expect((await scenes.get('p-3-2', 640, 'webp'))?.toString()).toBe('640.webp');
    expect(render).toHaveBeenCalledTimes(1);

    // Another process on the same folder (or this one after a restart) renders nothing.
    const again = jest.fn(render);
    const restarted = createSceneRasters({ dataDir: dir, source: () => svg, render: again });
    expect((await restarted.get('p-3-2', 640, 'webp'))?.toString()).toBe('640.webp');
    expect(again).not.toHaveBeenCalled();
    // No partial files are left beside the variants.
    expect(fs.readdirSync(path.join(dir, 'scenes', 'v1', 'p-3-2'))).toEqual(['640.webp']);
  });

  it('answers undefined for an unknown scene, width or format, and renders nothing', async () => {
    const render = jest.fn(async () => Buffer.from('x'));
    const scenes = createSceneRasters({ dataDir: dir, source: (n) => (n === 'p-3-2' ? svg : undefined), render });
    expect(await scenes.get('p-9-9', 640, 'jpg')).toBeUndefined();
    expect(await scenes.get('p-3-2', 500, 'jpg')).toBeUndefined();
    expect(await scenes.get('../p-3-2', 640, 'jpg')).toBeUndefined();
    expect(await scenes.get('p-3-2', 640, 'png' as 'jpg')).toBeUndefined();
    expect(render).not.toHaveBeenCalled();
  });

  it('runs at most `concurrent` renders at once', async () => {
    let running = 0;
    let most = 0;
    const render = async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((r) => setImmediate(r));
      running -= 1;
      return Buffer.from('x');
    };
    const scenes = createSceneRasters({ dataDir: dir, source: () => svg, render, concurrent: 2 });
    await Promise.all(PHOTO_WIDTHS.map((w) => scenes.get('p-1-1', w, 'avif')));
    expect(most).toBe(2);
  });
});

describe('GET /images/scenes/…', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('serves each format with its type and immutable caching, and writes it to the data folder', async () => {
    for (const [ext, type, format] of [
      ['avif', 'image/avif', 'heif'],
      ['webp', 'image/webp', 'webp'],
      ['jpg', 'image/jpeg', 'jpeg'],
    ] as const) {
      const res = await get(sceneUrl('p-14-3', 320, ext));
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format, width: 320, height: 240 });
      expect(fs.existsSync(path.join(t.db.dataDir, 'scenes', 'v1', 'p-14-3', `320.${ext}`))).toBe(true);
    }
  });

  it.each([
    ['/images/scenes/v1/p-99-1/320.jpg', 404],
    ['/images/scenes/v2/p-1-1/320.jpg', 404],
    ['/images/scenes/v1/p-1-1/500.jpg', 404],
    ['/images/scenes/v1/p-1-1/0320.jpg', 400],
    ['/images/scenes/v1/p-1-1/320.png', 400],
    ['/images/scenes/v1/fallback/320.jpg', 400],
    ['/images/scenes/v1/p-1-1/320.jpg.svg', 400],
  ])('%s → %i', async (url, status) => {
    expect((await get(url)).statusCode).toBe(status);
  });
});
