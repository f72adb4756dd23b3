// `npm run bench:scenes`: what the seed's pictures cost as raster variants
// (api/src/features/images/sceneRaster.ts), to choose between rendering them all when the data is
// seeded and rendering each on its first request (kept on disk). In one run:
//   1. every variant of one scene (5 widths x AVIF, WebP, JPEG), each timed alone, RUNS times
//      (default 3; --smoke: 1), median per variant;
//   2. a variant's first request through createSceneRasters (render + write) and a cached one (read);
//   3. the whole set: the seed's scenes x widths x formats, extrapolated from (1).
// sharp runs as in the API process (concurrency 1, no cache). Writes
// bench/results/scene-raster.md (not with --smoke).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { PHOTO_EXTENSIONS, PHOTO_WIDTHS } from '../../contracts/src/api/photos.ts';
import { propertyScene } from '../../api/src/features/images/scenes.ts';
import { createSceneRasters, renderScene } from '../../api/src/features/images/sceneRaster.ts';
import { COMMERCIAL_IMAGE_SETS, IMAGE_VIEWS, RESIDENTIAL_IMAGE_SETS } from '../../api/src/db/seed/listings.ts';

const SMOKE = parseArgs({ options: { smoke: { type: 'boolean' } } }).values.smoke === true;
const RUNS = Number(process.env.RUNS ?? (SMOKE ? 1 : 3));
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const OUT = path.join(root, 'bench', 'results', 'scene-raster.md');

sharp.concurrency(1);
sharp.cache(false);

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
async function time(task) {
  const times = [];
  const cpu = [];
  let last;
  for (let i = 0; i < RUNS; i += 1) {
    const start = process.hrtime.bigint();
    const used = process.cpuUsage();
    last = await task();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
    const { user, system } = process.cpuUsage(used);
    cpu.push((user + system) / 1000);
  }
  return { median: median(times), cpu: median(cpu), last };
}

const loadBefore = os.loadavg()[0]?.toFixed(2);
const svg = Buffer.from(propertyScene(14, 3), 'utf8');
const ms = (n) => `${n < 10 ? n.toFixed(1) : Math.round(n)} ms`;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const cells = {};
let oneScene = 0;
let oneSceneCpu = 0;
for (const width of PHOTO_WIDTHS)
  for (const ext of PHOTO_EXTENSIONS) {
    const t = await time(() => renderScene(svg, width, ext));
    cells[`${width}.${ext}`] = t;
    oneScene += t.median;
    oneSceneCpu += t.cpu;
  }

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scene-bench-'));
const firsts = [];
const cached = [];
for (let i = 0; i < RUNS; i += 1) {
  const scenes = createSceneRasters({ dataDir: path.join(dir, String(i)), source: () => svg });
  let start = process.hrtime.bigint();
  await scenes.get('p-14-3', 640, 'avif');
  firsts.push(Number(process.hrtime.bigint() - start) / 1e6);
  start = process.hrtime.bigint();
  await scenes.get('p-14-3', 640, 'avif');
  cached.push(Number(process.hrtime.bigint() - start) / 1e6);
}
fs.rmSync(dir, { recursive: true, force: true });

const scenesCount = (RESIDENTIAL_IMAGE_SETS + COMMERCIAL_IMAGE_SETS) * IMAGE_VIEWS;
const variantsCount = scenesCount * PHOTO_WIDTHS.length * PHOTO_EXTENSIONS.length;
const wholeCpu = (oneSceneCpu * scenesCount) / 1000;
const wholeWall2 = (oneScene * scenesCount) / 2 / 1000;
const bytes = Object.values(cells).reduce((s, c) => s + c.last.length, 0);

console.log(
  `one scene, ${PHOTO_WIDTHS.length * PHOTO_EXTENSIONS.length} variants: ${ms(oneScene)} (CPU ${ms(oneSceneCpu)}), ${kb(bytes)}`,
);
console.log(`first request 640.avif: ${ms(median(firsts))}; cached: ${ms(median(cached))}`);
console.log(
  `all ${scenesCount} scenes, ${variantsCount} variants: ~${wholeCpu.toFixed(0)} s CPU, ~${wholeWall2.toFixed(0)} s on 2 cores`,
);

if (!SMOKE) {
  const rows = PHOTO_WIDTHS.map((w) => {
    const c = (ext) => `${ms(cells[`${w}.${ext}`].median)}, ${kb(cells[`${w}.${ext}`].last.length)}`;
    return `| ${w} x ${Math.round((w * 3) / 4)} | ${c('avif')} | ${c('webp')} | ${c('jpg')} |`;
  }).join('\n');
  const text = `# Seed pictures as raster variants

\`npm run bench:scenes\` (scripts/bench/sceneRaster.mjs), ${new Date().toISOString().slice(0, 10)}, Node ${process.version},
sharp ${sharp.versions.sharp} (libvips ${sharp.versions.vips}), ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}).
sharp as in the API process: concurrency 1, no cache. Median of ${RUNS} runs per figure.

The seed draws ${scenesCount} listing pictures (${RESIDENTIAL_IMAGE_SETS + COMMERCIAL_IMAGE_SETS} sets x ${IMAGE_VIEWS} views, shared by the 240
listings), 800 x 600 SVGs. Each has ${PHOTO_WIDTHS.length * PHOTO_EXTENSIONS.length} variants (${PHOTO_WIDTHS.join(', ')} px x AVIF, WebP, JPEG): ${variantsCount} files.

| what | wall | CPU |
| --- | --- | --- |
| one scene, all ${PHOTO_WIDTHS.length * PHOTO_EXTENSIONS.length} variants, one at a time | ${ms(oneScene)} | ${ms(oneSceneCpu)} |
| every scene, every variant (extrapolated) | ~${wholeWall2.toFixed(0)} s on 2 cores | ~${wholeCpu.toFixed(0)} s |
| a variant's first request (640 px AVIF: render + write) | **${ms(median(firsts))}** | |
| the same variant again (read from the disk cache) | **${ms(median(cached))}** | |

Per variant (render time, size):

| size | AVIF | WebP | JPEG |
| --- | --- | --- | --- |
${rows}

All ${PHOTO_WIDTHS.length * PHOTO_EXTENSIONS.length} variants of one scene: ${kb(bytes)}.
Load average (1 min) before and after: ${loadBefore} / ${os.loadavg()[0]?.toFixed(2)}.

Rendering every variant when the data is seeded would add the figure above to the first start, and
most variants are never asked for (a visitor's browser takes one format at one or two widths).
So each is rendered on its first request and kept on disk (\`<data folder>/scenes/v1/\`).
`;
  fs.writeFileSync(OUT, text);
  console.log(`written ${path.relative(root, OUT)}`);
}
