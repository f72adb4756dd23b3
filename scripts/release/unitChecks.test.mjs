import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { runUnitChecks, sourceHash } from './unitChecks.mjs';

/** A checkout with one workspace whose `npm test` exits with `code`. */
function checkout(code) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'unit-checks-'));
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write('package.json', JSON.stringify({ name: 'site', private: true, workspaces: ['remote-x'] }));
  write(
    'remote-x/package.json',
    JSON.stringify({ name: 'remote-x', scripts: { test: `node -e "console.log('2 failed');process.exit(${code})"` } }),
  );
  write('remote-x/src/a.ts', 'export const a = 1;\n');
  write('shared-ui/src/index.ts', 'export const b = 2;\n');
  execFileSync('git', ['init', '-q'], { cwd: root });
  return root;
}

describe('runUnitChecks', () => {
  it("refuses when the remote's own tests fail, with their output, and remembers nothing", async () => {
    const root = checkout(1);
    const cacheFile = path.join(root, 'releases/.unit-tests-passed.json');
    const result = await runUnitChecks({ root, workspace: 'remote-x', cacheFile, log: () => undefined });
    assert.equal(result.ok, false);
    assert.equal(result.why, "remote-x's unit tests failed");
    assert.match(result.output, /2 failed/);
    assert.equal(fs.existsSync(cacheFile), false);
  });

  it('does not test again a source that passed, and tests again once a file changes', async () => {
    const root = checkout(0);
    const cacheFile = path.join(root, 'releases/.unit-tests-passed.json');
    const hash = sourceHash(root, 'remote-x');
    fs.mkdirSync(path.dirname(cacheFile), { recursive: true });
    fs.writeFileSync(cacheFile, JSON.stringify({ passed: [`remote-x:${hash}`] }));
    const lines = [];
    assert.deepEqual(await runUnitChecks({ root, workspace: 'remote-x', cacheFile, log: (l) => lines.push(l) }), {
      ok: true,
    });
    assert.match(lines.join('\n'), /passed them before/);
    fs.writeFileSync(path.join(root, 'shared-ui/src/index.ts'), 'export const b = 3;\n');
    assert.notEqual(sourceHash(root, 'remote-x'), hash);
  });

  it('hashes the same source the same, and has no hash outside a git checkout', () => {
    const root = checkout(0);
    assert.equal(sourceHash(root, 'remote-x'), sourceHash(root, 'remote-x'));
    assert.equal(sourceHash(os.tmpdir(), 'nothing-here'), null);
  });
});
