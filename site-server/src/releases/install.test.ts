import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { buildIdOf, contentHash, installBuild, installFolderName, urlSafeId } from './install.js';
import { liveShellDist, writeLiveShell } from './liveShell.js';
import { liveShellPath } from './paths.js';
import { DEFAULT_RELEASES_KEPT, installsToPrune, parseKept, releasesKept } from './retention.js';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'site-install-test-'));
after(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** A small build folder: a manifest naming `buildId` and a chunk with `chunk` in it. */
function build(name: string, buildId: string | undefined, chunk: string) {
  const dir = path.join(tmp, name);
  fs.mkdirSync(path.join(dir, 'js'), { recursive: true });
  const manifest = { name: 'finance', metaData: buildId ? { site: { buildId } } : {} };
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  fs.writeFileSync(path.join(dir, 'js/1.abcd1234.js'), chunk);
  return dir;
}

describe('install folder name', () => {
  it('is the build id and the first 8 characters of the content hash', () => {
    assert.equal(installFolderName('finance-9fca5dc-dirty', 'a1b2c3d4e5f60718'), 'finance-9fca5dc-dirty-a1b2c3d4');
    assert.equal(installFolderName('shell-1.0.0', 'ffffffff'), 'shell-1.0.0-ffffffff');
  });
  it('keeps the build id safe as one URL path segment', () => {
    assert.equal(installFolderName('../a b/<x>', '0123456789'), 'a-b-x-01234567');
    assert.equal(installFolderName('', '0123456789'), 'build-01234567');
    assert.equal(urlSafeId('x'.repeat(100)).length, 80);
  });
  it('refuses a hash that is not one', () => {
    assert.throws(() => installFolderName('finance-1', 'abc'), /not a content hash/);
    assert.throws(() => installFolderName('finance-1', '../../etc0000'), /not a content hash/);
  });
});

describe('content hash and install', () => {
  it('is equal for equal builds wherever they lie, and differs for another file content or name', () => {
    const a = contentHash(build('a', 'finance-1-dirty', 'one'));
    assert.match(a, /^[0-9a-f]{64}$/);
    assert.equal(contentHash(build('a-copy', 'finance-1-dirty', 'one')), a);
    assert.notEqual(contentHash(build('b', 'finance-1-dirty', 'two')), a);
    const renamed = build('c', 'finance-1-dirty', 'one');
    fs.renameSync(path.join(renamed, 'js/1.abcd1234.js'), path.join(renamed, 'js/2.abcd1234.js'));
    assert.notEqual(contentHash(renamed), a);
  });

  it('reads the build id from the manifest, else names it unknown', () => {
    assert.equal(buildIdOf(build('d', 'finance-2', 'x'), 'finance'), 'finance-2');
    assert.equal(buildIdOf(build('e', undefined, 'x'), 'finance'), 'finance-unknown');
    assert.equal(buildIdOf(path.join(tmp, 'nothing'), 'shell'), 'shell-unknown');
    assert.throws(() => installBuild(path.join(tmp, 'nothing'), path.join(tmp, 'r'), 'shell'), /build it first/);
  });

  it('copies a build once; two builds under one build id get two folders', () => {
    const releases = path.join(tmp, 'releases/finance');
    const first = installBuild(build('f1', 'finance-3-dirty', 'one'), releases, 'finance');
    assert.equal(first.copied, true);
    assert.equal(first.buildId, 'finance-3-dirty');
    assert.match(first.folder, /^finance-3-dirty-[0-9a-f]{8}$/);
    assert.equal(fs.readFileSync(path.join(first.dir, 'js/1.abcd1234.js'), 'utf8'), 'one');
    const again = installBuild(build('f1-again', 'finance-3-dirty', 'one'), releases, 'finance');
    assert.deepEqual(again, { ...first, copied: false });
    const other = installBuild(build('f2', 'finance-3-dirty', 'two'), releases, 'finance');
    assert.equal(other.copied, true);
    assert.notEqual(other.folder, first.folder);
    // Installed folders only, no temporary copy left behind.
    assert.deepEqual(fs.readdirSync(releases).sort(), [first.folder, other.folder].sort());
  });
});

describe('RELEASES_KEPT', () => {
  it('defaults to 3 and takes a whole number from 1 to 100', () => {
    assert.equal(DEFAULT_RELEASES_KEPT, 3);
    assert.equal(releasesKept({}), 3);
    assert.equal(releasesKept({ RELEASES_KEPT: '' }), 3);
    assert.equal(releasesKept({ RELEASES_KEPT: '1' }), 1);
    assert.equal(releasesKept({ RELEASES_KEPT: '100' }), 100);
  });
  it('refuses anything else with a message naming the setting', () => {
    for (const bad of ['0', '101', '2.5', '-1', 'three', ' '])
      assert.throws(
        () => releasesKept({ RELEASES_KEPT: bad }),
        /^Error: RELEASES_KEPT must be a whole number from 1 to 100/,
      );
    assert.throws(() => parseKept('x', '--keep'), /--keep must be/);
  });
});

describe('shell installs pruned', () => {
  it('shell installs: the live one and the RELEASES_KEPT installed most recently before it stay', () => {
    const installs = [
      { folder: 'shell-a-11111111', installedMs: 1 },
      { folder: 'shell-b-22222222', installedMs: 2 },
      { folder: 'shell-c-33333333', installedMs: 3 },
      { folder: 'shell-d-44444444', installedMs: 4 },
      { folder: '.shell-e-55555555.1.tmp', installedMs: 0 },
    ];
    assert.deepEqual(installsToPrune(installs, 'shell-d-44444444', 2), ['shell-a-11111111']);
    assert.deepEqual(installsToPrune(installs, 'shell-b-22222222', 1), ['shell-c-33333333', 'shell-a-11111111']);
    assert.deepEqual(installsToPrune(installs, 'shell-d-44444444', 3), []);
  });
});

describe('the live shell record', () => {
  it('is written beside the config and read back; without it, the fallback with a warning', () => {
    const config = path.join(tmp, 'runtime-config.3000.json');
    assert.equal(liveShellPath(config), path.join(tmp, 'runtime-config.3000.shell.json'));
    assert.equal(liveShellPath('/etc/site'), '/etc/site.shell.json');
    const missing = liveShellDist(config, '/repo/shell/dist');
    assert.equal(missing.dir, '/repo/shell/dist');
    assert.match(String(missing.warning), /older start script/);
    writeLiveShell(config, { buildId: 'shell-1', folder: 'shell-1-0123abcd', dir: path.join(tmp, 'x') });
    assert.deepEqual(JSON.parse(fs.readFileSync(liveShellPath(config), 'utf8')), {
      buildId: 'shell-1',
      folder: 'shell-1-0123abcd',
      dir: path.join(tmp, 'x'),
    });
    assert.deepEqual(liveShellDist(config, '/repo/shell/dist'), { dir: path.join(tmp, 'x'), warning: null });
  });
});
