// Starts the composed production site for a benchmark (or uses one already running at BENCH_URL).
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The compiled site server's start (what `npm start` runs after building what is missing). */
export const SITE_MAIN = 'site-server/dist/start/main.js';

/** `env` and `portOffset` start a differently set site beside the default one (BENCH_URL ignores them). */
export async function withSite(fn, { env = {}, portOffset = 0 } = {}) {
  if (process.env.BENCH_URL) return fn(process.env.BENCH_URL);
  const port = Number(process.env.BENCH_PORT ?? 4500) + portOffset;
  // `npm start`: what is missing built first, then the compiled site server.
  const built = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), '--missing'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (built.status !== 0) throw new Error('the site did not build');
  const child = spawn(process.execPath, ['--conditions=compiled', path.join(root, SITE_MAIN)], {
    env: { ...process.env, ...env, PORT: String(port), API_DATA_DIR: `/tmp/site-bench-${port}` },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  try {
    const end = Date.now() + 240_000;
    for (;;) {
      try {
        if ((await fetch(`${url}/api/health`)).ok) break;
      } catch {
        /* starting */
      }
      if (Date.now() > end) throw new Error('the site did not start');
      await new Promise((r) => setTimeout(r, 500));
    }
    return await fn(url);
  } finally {
    child.kill('SIGTERM');
  }
}

export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
export const rootDir = root;
