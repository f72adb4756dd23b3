// The API as a child process for the load benchmarks (bench:writes, bench:delivery): start it on a
// port and a data folder, wait for /api/health, stop it with a signal (SIGKILL for a crash).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiCommand } from 'site-server/start/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The compiled API (api/dist, build first), as `npm start` runs it; `env` adds to the environment. */
export function startApi({ port, dataDir, env = {} }) {
  const { args, cwd } = apiCommand(root);
  return spawn(process.execPath, args, {
    cwd,
    env: {
      ...process.env,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      API_DATA_DIR: dataDir,
      WRITE_RATE_LIMIT: '1000000',
      API_LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

export async function waitHealthy(base, ms = 90_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await sleep(100);
  }
  throw new Error(`the API did not answer ${base}/api/health within ${ms} ms`);
}

export function stopApi(child, signal) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

export const rootDir = root;

/** One JSON POST with an Idempotency-Key and a time limit: `{ status, text, replayed }`; throws on a network failure. */
export async function postOnce(url, body, key, timeoutMs = 10_000) {
  const ctrl = new AbortController();
  const timer = setTimeout(() => ctrl.abort(), timeoutMs);
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify(body),
      signal: ctrl.signal,
    });
    const text = await res.text();
    return { status: res.status, text, replayed: res.headers.get('idempotent-replayed') === 'true' };
  } finally {
    clearTimeout(timer);
  }
}

/** Ends a load bench: writes its Markdown report, prints it, removes its data and exits 0 on a pass. */
export function finishReport(lines, { resultFile, dataDir, pass }) {
  const report = lines.join('\n');
  fs.mkdirSync(path.dirname(resultFile), { recursive: true });
  fs.writeFileSync(resultFile, report);
  console.log(report);
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(pass ? 0 : 1);
}
