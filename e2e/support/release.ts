import { execFile } from 'node:child_process';
import path from 'node:path';
import { E2E_PORT, baseUrl, runtimeConfigFile } from './env';

const root = path.resolve(__dirname, '../..');

export interface ReleaseRun {
  code: number;
  output: string;
  /** The build the release switched to (`Switched finance to <id>`), if it did. */
  buildId: string | null;
  /** What the script printed as the release's or the rollback's time, in seconds. */
  seconds: number | null;
}

/**
 * Runs the release script (`npm run release -- <remote> …`) against the browser tests' site: its
 * runtime config file and its data folder (where the remotes' servers publish /releases/).
 */
export function runRelease(remote: string, args: string[] = []): Promise<ReleaseRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [
        // The release script runs the compiled site server's modules, as `npm run release` does.
        '--conditions=compiled',
        path.join(root, 'scripts/release.mjs'),
        remote,
        '--site',
        baseUrl,
        '--preview-port',
        String(E2E_PORT + 81),
        ...args,
      ],
      {
        cwd: root,
        env: { ...process.env, API_DATA_DIR: `/tmp/site-e2e-${E2E_PORT}`, RUNTIME_CONFIG_FILE: runtimeConfigFile },
        maxBuffer: 16 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        const output = `${stdout}\n${stderr}`;
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        const buildId = /^Switched \S+ to (\S+)$/m.exec(output)?.[1] ?? null;
        const time = /^(?:Release|Rollback) time: ([\d.]+) s/m.exec(output)?.[1];
        resolve({ code, output, buildId, seconds: time ? Number(time) : null });
      },
    );
  });
}
