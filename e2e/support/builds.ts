import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/** Builds an app with webpack into `outDir`, e.g. a second version of a remote (always fresh). */
export function buildInto(appDir: string, outDir: string, buildId: string): string {
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
        env: { ...process.env, OUTPUT_PATH: outDir, BUILD_ID: buildId },
        stdio: 'pipe',
      },
    );
  }
  return outDir;
}

export const paths = {
  root,
  finance: path.join(root, 'remote-finance'),
  throwingRemote: path.join(root, 'e2e/fixtures/throwing-remote'),
};
