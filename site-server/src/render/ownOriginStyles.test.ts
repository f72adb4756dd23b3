import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isHashedSheet, ownOriginStyles, remoteStyleSource } from './ownOriginStyles.js';

const manifest = 'http://localhost:4503/releases/finance-abc/mf-manifest.json';
const sheet = 'http://localhost:4503/releases/finance-abc/css/finance-styles.685cdffb.css';

describe('own-origin remote styles', () => {
  it("links a sheet on its manifest's origin from the site's origin, keeping its address", () => {
    assert.deepEqual(ownOriginStyles('finance', manifest, [sheet]), [
      { href: '/remote-styles/finance/releases/finance-abc/css/finance-styles.685cdffb.css', source: sheet },
    ]);
  });

  it('leaves a sheet elsewhere, with a query or an odd path, where it is', () => {
    for (const other of [
      'https://cdn.example/finance/css/a.css',
      `${sheet}?v=1`,
      'http://localhost:4503/releases/a%2Fb/css/a.css',
      'http://localhost:4503/releases/x/a.js',
    ]) {
      assert.deepEqual(ownOriginStyles('finance', manifest, [other]), [{ href: other }]);
    }
    assert.deepEqual(ownOriginStyles('finance', 'not a url', [sheet]), [{ href: sheet }]);
  });

  it("finds the sheet a path names on the configured remote's origin, and nothing else", () => {
    const remotes = { finance: manifest, listings: 'https://l.example/mf-manifest.json' };
    assert.equal(
      remoteStyleSource('/remote-styles/finance/releases/finance-abc/css/finance-styles.685cdffb.css', remotes),
      sheet,
    );
    assert.equal(remoteStyleSource('/remote-styles/listings/css/a.css', remotes), 'https://l.example/css/a.css');
    for (const path of [
      '/remote-styles/payments/css/a.css',
      '/remote-styles/finance/css/a.js',
      '/remote-styles/finance/../secret.css',
      '/remote-styles/finance/./a.css',
      '/remote-styles/finance/a%2F..%2Fb.css',
      '/remote-styles/finance//a.css',
      '/remote-styles/__proto__/a.css',
      '/remote-styles/constructor/a.css',
      '/other/finance/a.css',
      `/remote-styles/finance/${'a/'.repeat(200)}a.css`,
    ]) {
      assert.equal(remoteStyleSource(path, remotes), null, path);
    }
    assert.equal(remoteStyleSource('/remote-styles/finance/a.css', { finance: 'javascript:alert(1)' }), null);
  });

  it('knows a hashed sheet (immutable at its address) from another', () => {
    assert.equal(isHashedSheet('/x/finance-styles.685cdffb.css'), true);
    assert.equal(isHashedSheet('/x/finance-styles.css'), false);
  });
});
