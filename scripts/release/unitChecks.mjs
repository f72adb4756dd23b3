// The release gate's first step: the remote's own unit tests and shared-ui's version tests (a new
// shared-ui export used without raising shared-ui's version fails there), run from the checkout
// beside the build. A source that passed once is not tested again: the result is kept per hash of
// every file the tests read (the remote, shared-ui, contracts, the build scripts, the lock file).
import { spawn, execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { readJson, writeJsonAtomic } from 'site-server/releases/configFile';

const SOURCES = ['shared-ui', 'contracts', 'scripts/webpack', 'scripts/jest', 'package-lock.json'];
const KEPT_RESULTS = 20;

/** sha256 over the paths and contents of the checkout's files the tests depend on; null without git. */
export function sourceHash(root, workspace) {
  let files;
  try {
    files = execFileSync(
      'git',
      ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', workspace, ...SOURCES],
      { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    )
      .split('\0')
      .filter(Boolean)
      .sort();
  } catch {
    return null;
  }
  const hash = crypto.createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    try {
      hash.update(fs.readFileSync(path.join(root, file)));
    } catch {
      hash.update('(deleted)');
    }
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Runs a command; resolves with its exit code and the end of its output. */
function run(command, args, cwd) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, CI: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk) => {
      output = (output + chunk).slice(-6000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
    child.on('error', (error) => resolve({ code: 1, output: error.message }));
  });
}

/**
 * @param {{ root: string, workspace: string, cacheFile: string, log: (line: string) => void }} o
 * @returns {Promise<{ ok: true } | { ok: false, why: string, output: string }>}
 */
export async function runUnitChecks({ root, workspace, cacheFile, log }) {
  const key = sourceHash(root, workspace);
  const passed = readJson(cacheFile, { passed: [] });
  const known = Array.isArray(passed.passed) ? passed.passed.filter((k) => typeof k === 'string') : [];
  if (key && known.includes(`${workspace}:${key}`)) {
    log(`Unit tests: this source of ${workspace} passed them before (${key.slice(0, 12)})`);
    return { ok: true };
  }
  const started = Date.now();
  const own = await run('npm', ['test', '-w', workspace], root);
  if (own.code !== 0) return { ok: false, why: `${workspace}'s unit tests failed`, output: own.output };
  const versions = await run(
    process.execPath,
    [
      path.join(root, 'node_modules/jest/bin/jest.js'),
      'src/federation/apiVersions.test.ts',
      'src/federation/sharedVersions.test.ts',
    ],
    path.join(root, 'shared-ui'),
  );
  if (versions.code !== 0) return { ok: false, why: "shared-ui's version tests failed", output: versions.output };
  log(`Unit tests: ${workspace} and shared-ui's versions passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (key) {
    fs.mkdirSync(path.dirname(cacheFile), { recursive: true });
    writeJsonAtomic(cacheFile, { passed: [...known, `${workspace}:${key}`].slice(-KEPT_RESULTS) });
  }
  return { ok: true };
}
