import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/** Builds an app with webpack into `outDir`, e.g. a second version of a remote (always fresh). */
export function buildInto(appDir: string, outDir: string, buildId: string, env: Record<string, string> = {}): string {
  fs.rmSync(outDir, { recursive: true, force: true });
  {
    execFileSync(
      process.execPath,
      [
        path.join(root, 'node_modules/webpack-cli/bin/cli.js'),
        '--mode',
        'production',
        '--config',
        path.join(appDir, 'webpack.config.js'),
      ],
      {
        cwd: appDir,
        env: { ...process.env, ...env, OUTPUT_PATH: outDir, BUILD_ID: buildId },
        stdio: 'pipe',
      },
    );
  }
  return outDir;
}

export const paths = {
  root,
  finance: path.join(root, 'remote-finance'),
  /** The checkout's builds of two remotes, as `npm run build` made them. */
  financeDist: path.join(root, 'remote-finance/dist'),
  contentDist: path.join(root, 'remote-content/dist'),
  throwingRemote: path.join(root, 'e2e/fixtures/throwing-remote'),
};

/** The stand-in remotes under e2e/fixtures, each built from its checked-in source. */
export type Fixture = 'throwing-remote' | 'server-throwing-remote' | 'previous-finance' | 'gate-finance';

const fixtureBuilds = new Map<string, string>();

/**
 * A fixture's build (browser and server) in /tmp, made once per test run however many specs ask
 * for it (the browser tests run in one worker), so each stand-in costs one webpack run.
 */
export function fixtureBuild(fixture: Fixture, buildId: string, env: Record<string, string> = {}): string {
  const key = `${fixture}@${buildId}`;
  let dir = fixtureBuilds.get(key);
  if (!dir) {
    dir = buildInto(path.join(root, 'e2e/fixtures', fixture), `/tmp/site-e2e-${fixture}-${buildId}`, buildId, env);
    fixtureBuilds.set(key, dir);
  }
  return dir;
}

/**
 * Runs `fn` while an app's dist/ holds another build (`build`, copied in), as a plain
 * `npm run build` beside a running site leaves it; the checkout's own build is moved aside
 * (`dist-aside-<pid>`) and put back afterwards, whatever happens.
 */
export async function withBuildInDist<T>(appDir: string, build: string, fn: () => Promise<T>): Promise<T> {
  const dist = path.join(appDir, 'dist');
  const aside = path.join(appDir, `dist-aside-${process.pid}`);
  fs.renameSync(dist, aside);
  try {
    fs.cpSync(build, dist, { recursive: true });
    return await fn();
  } finally {
    fs.rmSync(dist, { recursive: true, force: true });
    fs.renameSync(aside, dist);
  }
}
