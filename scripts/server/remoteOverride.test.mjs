import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  isAllowedOverrideUrl,
  overrideAllowList,
  parseOverrideValue,
  readCookie,
  requestOverride,
} from './remoteOverride.mjs';

const config = (allow) => ({
  remotes: { finance: 'http://localhost:3003/mf-manifest.json', listings: 'http://localhost:3001/mf-manifest.json' },
  ...(allow === undefined ? {} : { remoteOverrides: { allow } }),
});
const manifest = 'http://localhost:6690/mf-manifest.json';

describe('overrideAllowList', () => {
  it('is off without a list, with an empty one or with a malformed field', () => {
    for (const c of [undefined, {}, config(), config([]), { remoteOverrides: { allow: 'http://localhost:*' } }])
      assert.deepEqual(overrideAllowList(c).patterns, []);
  });

  it('keeps valid source expressions and reports the rest', () => {
    const { patterns, invalid } = overrideAllowList(
      config([
        'http://localhost:*',
        ' https://*.preview.example.in ',
        'http://127.0.0.1:6690',
        '*',
        'http://*',
        'localhost:*',
        'http://localhost:*/path',
        'ftp://localhost',
        'http://localhost:70000',
        'http://localhost:0',
        'HTTP://LOCALHOST',
        42,
      ]),
    );
    assert.deepEqual(patterns, ['http://localhost:*', 'https://*.preview.example.in', 'http://127.0.0.1:6690']);
    assert.equal(invalid.length, 9);
  });
});

describe('isAllowedOverrideUrl', () => {
  const list = ['http://localhost:*', 'https://*.preview.example.in', 'http://127.0.0.1:6690'];
  it('matches scheme, host and port as the policy does', () => {
    assert.equal(isAllowedOverrideUrl(manifest, list), true);
    assert.equal(isAllowedOverrideUrl('http://localhost/mf-manifest.json', list), true);
    assert.equal(isAllowedOverrideUrl('https://team.preview.example.in/finance/mf-manifest.json', list), true);
    assert.equal(isAllowedOverrideUrl('http://127.0.0.1:6690/x/mf-manifest.json', list), true);
  });
  it('refuses everything else', () => {
    for (const url of [
      'https://localhost:6690/mf-manifest.json', // another scheme
      'http://localhost.evil.example/mf-manifest.json',
      'https://preview.example.in/mf-manifest.json', // the apex is not a subdomain
      'https://evilpreview.example.in/mf-manifest.json',
      'http://127.0.0.1:6691/mf-manifest.json',
      'http://127.0.0.1/mf-manifest.json',
      'http://localhost:6690/remoteEntry.js', // not a manifest
      'http://user:pw@localhost:6690/mf-manifest.json',
      'javascript:alert(1)',
      'not a url',
      '',
    ])
      assert.equal(isAllowedOverrideUrl(url, list), false, url);
    assert.equal(isAllowedOverrideUrl(manifest, []), false);
  });
});

describe('parseOverrideValue and readCookie', () => {
  it('splits remote=url at the first =', () => {
    assert.deepEqual(parseOverrideValue(`finance=${manifest}?a=b`), { remote: 'finance', url: `${manifest}?a=b` });
    for (const bad of [undefined, null, '', '=x', 'finance=', 'finance', 'Fin ance=x', '1x=y'])
      assert.equal(parseOverrideValue(bad), null, String(bad));
  });
  it('reads one cookie, decoded', () => {
    const header = `a=1; remote-override=${encodeURIComponent(`finance=${manifest}`)}; b=2`;
    assert.equal(readCookie(header, 'remote-override'), `finance=${manifest}`);
    assert.equal(readCookie('a=1', 'remote-override'), undefined);
    assert.equal(readCookie(undefined, 'remote-override'), undefined);
    assert.equal(readCookie('remote-override=%E0%A4%A', 'remote-override'), undefined);
  });
});

describe('requestOverride', () => {
  const query = `?remote-override=${encodeURIComponent(`finance=${manifest}`)}`;
  it('takes the query parameter, then the cookie, when the config allows it', () => {
    const allowed = config(['http://localhost:*']);
    const want = { remote: 'finance', url: manifest, origin: 'http://localhost:6690' };
    assert.deepEqual(requestOverride({ query }, allowed), want);
    assert.deepEqual(requestOverride({ query: '', cookie: `remote-override=finance%3D${manifest}` }, allowed), want);
    // The raw, unencoded form a person types works too.
    assert.deepEqual(requestOverride({ query: `?remote-override=finance=${manifest}` }, allowed), want);
  });
  it('is null when overrides are off, the URL is off the list or the remote unknown', () => {
    assert.equal(requestOverride({ query }, config()), null);
    assert.equal(requestOverride({ query }, config(['http://127.0.0.1:*'])), null);
    assert.equal(
      requestOverride(
        { query: '?remote-override=blog=http://localhost:1/mf-manifest.json' },
        config(['http://localhost:*']),
      ),
      null,
    );
    assert.equal(
      requestOverride(
        { query: '?remote-override=constructor=http://localhost:1/mf-manifest.json' },
        config(['http://localhost:*']),
      ),
      null,
    );
    assert.equal(requestOverride({ query: '' }, config(['http://localhost:*'])), null);
  });
});
