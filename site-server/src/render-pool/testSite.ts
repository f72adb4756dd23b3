// For the render pool's tests against the composed site: the site's API and remotes (`npm start`'s,
// on their own ports), a finance release built from the release-gate fixture with one defect, and a
// file server for it.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const shellDist = path.join(repoRoot, 'shell/dist');

export interface TestSite {
  origin: string;
  apiUrl: string;
  /** The runtime config `npm start` wrote for it. */
  config: { remotes: Record<string, string> } & Record<string, unknown>;
  /** The processes' log lines so far (the API's and the site server's, as `npm start` prints them). */
  logLines: string[];
  /** Stops it (SIGTERM: the supervisor stops the API and the site server) and waits until it has. */
  close(): Promise<void>;
}

/** `npm start` (without building) on `port`: the API on port+10, the remotes on the next ports. */
export async function startSite(port: number): Promise<TestSite> {
  const dataDir = `/tmp/site-render-pool-${port}`;
  const child: ChildProcess = spawn(
    process.execPath,
    ['--conditions=compiled', path.join(repoRoot, 'site-server/dist/start/main.js')],
    {
      cwd: repoRoot,
      env: { ...process.env, PORT: String(port), SKIP_BUILD: '1', API_DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  // However the test process ends, its site does not outlive it.
  process.once('exit', () => child.kill('SIGTERM'));
  const logLines: string[] = [];
  let partial = '';
  const collect = (chunk: Buffer) => {
    const lines = (partial + chunk.toString('utf8')).split('\n');
    partial = lines.pop() ?? '';
    logLines.push(...lines);
    if (logLines.length > 20_000) logLines.splice(0, logLines.length - 20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const origin = `http://localhost:${port}`;
  const end = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch {
      /* starting */
    }
    if (Date.now() > end || child.exitCode !== null) {
      child.kill('SIGTERM');
      throw new Error('the site did not start');
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  const config = JSON.parse(
    fs.readFileSync(path.join(dataDir, `runtime-config.${port}.json`), 'utf8'),
  ) as TestSite['config'];
  return {
    origin,
    apiUrl: `http://127.0.0.1:${port + 10}`,
    config,
    logLines,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** The release-gate finance fixture built with `defect` (e2e/fixtures/gate-finance), once per folder. */
export function gateFinanceBuild(defect: string): string {
  const out = `/tmp/site-render-pool-finance-${defect}`;
  if (fs.existsSync(path.join(out, 'server/mf-manifest.json'))) return out;
  const dir = path.join(repoRoot, 'e2e/fixtures/gate-finance');
  execFileSync(
    process.execPath,
    [
      path.join(repoRoot, 'node_modules/webpack-cli/bin/cli.js'),
      '--mode',
      'production',
      '--config',
      'webpack.config.js',
    ],
    {
      cwd: dir,
      env: { ...process.env, GATE_DEFECT: defect, OUTPUT_PATH: out, BUILD_ID: `finance-${defect}` },
      stdio: 'pipe',
    },
  );
  return out;
}

/** Serves a build folder on `port` (its manifest at /mf-manifest.json). */
export async function serveFolder(root: string, port: number): Promise<{ url: string; close(): Promise<void> }> {
  const app = Fastify({ logger: false });
  await app.register(fastifyStatic, { root, index: false });
  await app.listen({ port, host: 'localhost' });
  return { url: `http://localhost:${port}`, close: () => app.close() };
}
