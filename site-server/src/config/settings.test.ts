import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { readSettings, settingsMarkdown, settingsReference } from './settings.js';
import { SETTINGS_DOC } from './writeSettingsDoc.js';

test('defaults: an empty environment is a valid one', () => {
  const s = readSettings({});
  assert.equal(s.SITE_KEPT_PAGES, 500);
  assert.equal(s.SITE_DATA_POLL_MS, 1000);
  assert.equal(s.SITE_LOG_LEVEL, 'info');
  assert.equal(s.RELEASES_KEPT, 3);
  assert.equal(s.SITE_TRUST_PROXY, false);
  assert.equal(s.SITE_HTTPS, false);
  assert.equal(s.API_URL, undefined);
  assert.equal(s.SITE_ADMIN_PORT, undefined);
  assert.equal(s.PORT, undefined);
});

test('values are typed: ports, origins, lists and flags', () => {
  const s = readSettings({
    PORT: '5500',
    SITE_ADMIN_PORT: '5590',
    API_URL: 'http://10.0.0.5:3010/',
    SITE_URL: 'https://www.example.in/x',
    SITE_TRUST_PROXY: '10.0.0.0/8, 192.0.2.7',
    SITE_HTTPS: '1',
    SITE_LOG_LEVEL: 'warn',
    SITE_ORIGINS: 'https://a.example.in, https://b.example.in',
  });
  assert.equal(s.PORT, 5500);
  assert.equal(s.SITE_ADMIN_PORT, 5590);
  assert.equal(s.API_URL, 'http://10.0.0.5:3010');
  assert.equal(s.SITE_URL, 'https://www.example.in');
  assert.deepEqual(s.SITE_TRUST_PROXY, ['10.0.0.0/8', '192.0.2.7']);
  assert.equal(s.SITE_HTTPS, true);
  assert.equal(s.SITE_LOG_LEVEL, 'warn');
  assert.deepEqual(s.SITE_ORIGINS, ['https://a.example.in', 'https://b.example.in']);
});

test('a wrong value is refused with a message naming the setting; all problems at once', () => {
  const cases: [Record<string, string>, RegExp][] = [
    [{ PORT: '70000' }, /PORT must be a port number/],
    [{ SITE_ADMIN_PORT: 'x' }, /SITE_ADMIN_PORT/],
    [{ API_URL: 'ftp://h' }, /API_URL/],
    [{ SITE_URL: 'nope' }, /SITE_URL/],
    [{ SITE_KEPT_PAGES: '-1' }, /SITE_KEPT_PAGES/],
    [{ SITE_LOG_LEVEL: 'loud' }, /SITE_LOG_LEVEL/],
    [{ RELEASES_KEPT: '0' }, /RELEASES_KEPT/],
    [{ SITE_TRUST_PROXY: 'true' }, /SITE_TRUST_PROXY/],
    [{ LISTINGS_PORT: '0' }, /LISTINGS_PORT/],
    [{ SITE_ORIGINS: 'https://a.example.in/path' }, /SITE_ORIGINS/],
  ];
  for (const [env, message] of cases) assert.throws(() => readSettings(env), message, JSON.stringify(env));
  assert.throws(
    () => readSettings({ PORT: 'x', SITE_DATA_POLL_MS: 'y' }),
    (e: Error) => /PORT/.test(e.message) && /SITE_DATA_POLL_MS/.test(e.message),
  );
});

test('every setting has a default and a one-line meaning', () => {
  const rows = settingsReference();
  assert.ok(rows.length > 20);
  for (const r of rows) {
    assert.ok(r.default.length > 0 && r.meaning.length > 0, r.name);
    assert.ok(!r.meaning.includes('\n'), r.name);
  }
});

test('docs/settings/site-server.md is the generated reference (npm run settings:doc -w site-server)', () => {
  assert.equal(fs.readFileSync(SETTINGS_DOC, 'utf8'), settingsMarkdown());
});
