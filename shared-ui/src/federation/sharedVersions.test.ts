import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, REMOTES, SHELL } from 'contracts/registry';

/**
 * Shared singletons carry no version range at run time (scripts/webpack/createAppConfig.cjs), so
 * the versions are held equal here, at build time: a remote can never be built against a React,
 * Redux or router other than the one the shell provides.
 */
const root = path.resolve(__dirname, '../../..');
const WORKSPACES = [SHELL.workspace, ...REMOTE_NAMES.map((name) => REMOTES[name].workspace), 'shared-ui'];
const SHARED = ['react', 'react-dom', 'react-router-dom', 'react-redux', '@reduxjs/toolkit', 'dompurify'];

type Manifest = {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};
const manifests = WORKSPACES.map(
  (ws) => [ws, JSON.parse(fs.readFileSync(path.join(root, ws, 'package.json'), 'utf8')) as Manifest] as const,
);

describe('shared library versions', () => {
  it.each(SHARED)('%s: every workspace that declares it names the same exact version', (pkg) => {
    const declared = manifests.flatMap(([ws, m]) =>
      [m.dependencies?.[pkg], m.peerDependencies?.[pkg], m.devDependencies?.[pkg]]
        .filter((v): v is string => Boolean(v))
        .map((v) => `${ws}: ${v}`),
    );
    expect(declared.length).toBeGreaterThan(0);
    const versions = new Set(declared.map((d) => d.split(': ')[1]));
    expect([...versions].length === 1 ? [...versions] : declared).toHaveLength(1);
    expect([...versions][0]).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('the installed copy is the declared one', () => {
    const shell = manifests.find(([ws]) => ws === 'shell')![1];
    for (const pkg of ['react', 'react-dom', 'react-redux', '@reduxjs/toolkit']) {
      const installed = JSON.parse(fs.readFileSync(path.join(root, 'node_modules', pkg, 'package.json'), 'utf8')) as {
        version: string;
      };
      expect(`${pkg}@${installed.version}`).toBe(`${pkg}@${shell.dependencies?.[pkg]}`);
    }
  });
});
