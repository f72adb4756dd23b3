import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { CONFIG_RECHECK_MS, runtimeConfigReader } from './runtimeConfigFile.js';

test('the config reader answers the same object until the file changes, and looks again only after a short while', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-config-'));
  const file = path.join(dir, 'runtime-config.json');
  const write = (finance: string) => {
    // As a release writes it: a new file renamed over the old one.
    fs.writeFileSync(`${file}.tmp`, JSON.stringify({ remotes: { finance } }));
    fs.renameSync(`${file}.tmp`, file);
  };
  try {
    write('http://localhost:3003/releases/a/mf-manifest.json');
    let t = 1000;
    const read = runtimeConfigReader(file, () => t);
    const first = read();
    assert.equal(first.remotes?.finance, 'http://localhost:3003/releases/a/mf-manifest.json');
    t += 1;
    assert.equal(read(), first, 'unchanged: the same object');

    write('http://localhost:3003/releases/b/mf-manifest.json');
    t += CONFIG_RECHECK_MS - 2;
    assert.equal(read(), first, 'looked at within the recheck window: not yet');
    t += 2;
    const switched = read();
    assert.notEqual(switched, first);
    assert.equal(switched.remotes?.finance, 'http://localhost:3003/releases/b/mf-manifest.json');

    fs.rmSync(file);
    t += CONFIG_RECHECK_MS;
    assert.throws(() => read(), /ENOENT/, 'a config gone is reported, not answered from memory');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
