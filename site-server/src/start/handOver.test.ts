import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { handOverEnv, readHandedOver } from './handOver.js';

const shellDist = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-install-'));
const facts = {
  shellDist,
  configFile: '/var/site/runtime-config.3000.json',
  apiUrl: 'http://127.0.0.1:3010',
  proxySecret: 'a-secret-of-this-start',
};

test('the site server reads back what npm start handed it, over the environment it inherits', () => {
  const env = handOverEnv({ PORT: '3000', API_URL: 'http://10.0.0.5:3010', SITE_KEPT_PAGES: '0' }, facts);
  assert.deepEqual(readHandedOver(env), facts);
  assert.equal(env.PORT, '3000');
  assert.equal(env.SITE_KEPT_PAGES, '0');
  assert.equal(env.API_URL, 'http://127.0.0.1:3010');
});

test('anything missing or wrong is refused with the variable named', () => {
  const env = handOverEnv({}, facts);
  const refused = (change: Record<string, string | undefined>, message: RegExp) =>
    assert.throws(() => readHandedOver({ ...env, ...change }), message);
  refused({ SITE_SHELL_DIR: undefined }, /^Error: SITE_SHELL_DIR must be/);
  refused({ SITE_SHELL_DIR: 'shell' }, /^Error: SITE_SHELL_DIR must be/);
  refused({ SITE_SHELL_DIR: path.join(shellDist, 'gone') }, /^Error: SITE_SHELL_DIR must be/);
  refused({ RUNTIME_CONFIG_FILE: undefined }, /^Error: RUNTIME_CONFIG_FILE must be/);
  refused({ RUNTIME_CONFIG_FILE: 'config.json' }, /^Error: RUNTIME_CONFIG_FILE must be/);
  refused({ API_URL: undefined }, /^Error: API_URL must be/);
  refused({ API_URL: 'http://127.0.0.1:3010/api' }, /^Error: API_URL must be an http\(s\) origin/);
  refused({ API_PROXY_SECRET: '' }, /^Error: API_PROXY_SECRET must be/);
});
