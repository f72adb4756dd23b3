import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  isAllowedOverrideUrl,
  isValidMaxAgeHours,
  overrideAllowList,
  overrideMaxAgeS,
  overridesOn,
  parseOverrideCookie,
  parseOverrideValue,
  readCookie,
  requestOverride,
} from './remoteOverride.js';

const config = (allow?: unknown, maxAgeHours?: unknown) => ({
  remotes: { finance: 'http://localhost:3003/mf-manifest.json', listings: 'http://localhost:3001/mf-manifest.json' },
  ...(allow === undefined ? {} : { remoteOverrides: { allow, ...(maxAgeHours === undefined ? {} : { maxAgeHours }) } }),
});
const manifest = 'http://localhost:6690/mf-manifest.json';
const NOW = 1_764_000_000; // Unix seconds
const HOUR = 3600;
/** A Cookie header carrying an override set `ago` seconds before NOW. */
const cookieSet = (ago: number, value = `finance=${manifest}`) =>
  `a=1; remote-override=${encodeURIComponent(`${NOW - ago}:${value}`)}`;

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

describe('how long an override lasts', () => {
  it('a working day by default, the hours the config says up to a day; an invalid setting turns overrides off', () => {
    assert.equal(overrideMaxAgeS(config(['http://localhost:*'])), 8 * HOUR);
    assert.equal(overrideMaxAgeS(config(['http://localhost:*'], 0.5)), HOUR / 2);
    assert.equal(overrideMaxAgeS(config(['http://localhost:*'], 24)), 24 * HOUR);
    for (const hours of [0, -1, 24.5, 720, '8', null, Number.NaN, Number.POSITIVE_INFINITY]) {
      assert.equal(isValidMaxAgeHours(hours), false, String(hours));
      assert.equal(overrideMaxAgeS(config(['http://localhost:*'], hours)), null, String(hours));
      assert.equal(overridesOn(config(['http://localhost:*'], hours)), false, String(hours));
    }
    assert.equal(overridesOn(config(['http://localhost:*'])), true);
    assert.equal(overridesOn(config(['nonsense'])), false);
    assert.equal(overridesOn(config()), false);
  });

  it('reads a cookie value with its time only while it lasts', () => {
    const value = (ago: number) => `${NOW - ago}:finance=${manifest}`;
    const want = { remote: 'finance', url: manifest };
    assert.deepEqual(parseOverrideCookie(value(0), NOW, 8 * HOUR), want);
    assert.deepEqual(parseOverrideCookie(value(8 * HOUR - 1), NOW, 8 * HOUR), want);
    assert.deepEqual(parseOverrideCookie(value(-60), NOW, 8 * HOUR), want); // the browser's clock a little ahead
    assert.equal(parseOverrideCookie(value(8 * HOUR), NOW, 8 * HOUR), null);
    assert.equal(parseOverrideCookie(value(30 * 24 * HOUR), NOW, 8 * HOUR), null);
    assert.equal(parseOverrideCookie(value(-HOUR), NOW, 8 * HOUR), null);
    for (const bad of [`finance=${manifest}`, `:finance=${manifest}`, `-5:finance=${manifest}`, `${NOW}:`, undefined])
      assert.equal(parseOverrideCookie(bad, NOW, 8 * HOUR), null, String(bad));
  });
});

describe('requestOverride', () => {
  const query = `?remote-override=${encodeURIComponent(`finance=${manifest}`)}`;
  const allowed = config(['http://localhost:*']);
  const want = { remote: 'finance', url: manifest, origin: 'http://localhost:6690' };
  it('takes the query parameter, then the cookie, when the config allows it', () => {
    assert.deepEqual(requestOverride({ query, now: NOW }, allowed), want);
    assert.deepEqual(requestOverride({ query: '', cookie: cookieSet(HOUR), now: NOW }, allowed), want);
    // The raw, unencoded form a person types works too.
    assert.deepEqual(requestOverride({ query: `?remote-override=finance=${manifest}`, now: NOW }, allowed), want);
    // A query parameter that is not allowed leaves the cookie's in force, as in the browser.
    const offList = `?remote-override=finance=https://evil.example/mf-manifest.json`;
    assert.deepEqual(requestOverride({ query: offList, cookie: cookieSet(HOUR), now: NOW }, allowed), want);
  });
  it('ignores a cookie older than the limit, or without its time', () => {
    assert.equal(requestOverride({ query: '', cookie: cookieSet(8 * HOUR), now: NOW }, allowed), null);
    assert.equal(
      requestOverride({ query: '', cookie: cookieSet(HOUR), now: NOW }, config(['http://localhost:*'], 0.5)),
      null,
    );
    const untimed = `remote-override=${encodeURIComponent(`finance=${manifest}`)}`;
    assert.equal(requestOverride({ query: '', cookie: untimed, now: NOW }, allowed), null);
    // The address's override is new: it has no age.
    assert.deepEqual(requestOverride({ query, cookie: cookieSet(9 * HOUR), now: NOW }, allowed), want);
  });
  it('is null when overrides are off, the URL is off the list or the remote unknown', () => {
    assert.equal(requestOverride({ query }, config()), null);
    assert.equal(requestOverride({ query: '', cookie: cookieSet(HOUR), now: NOW }, config()), null);
    assert.equal(requestOverride({ query }, config(['http://127.0.0.1:*'])), null);
    assert.equal(requestOverride({ query }, config(['http://localhost:*'], 0)), null);
    assert.equal(
      requestOverride({ query: '?remote-override=blog=http://localhost:1/mf-manifest.json' }, allowed),
      null,
    );
    assert.equal(
      requestOverride({ query: '?remote-override=constructor=http://localhost:1/mf-manifest.json' }, allowed),
      null,
    );
    assert.equal(
      requestOverride(
        { query: '', cookie: cookieSet(HOUR, 'blog=http://localhost:1/mf-manifest.json'), now: NOW },
        allowed,
      ),
      null,
    );
    assert.equal(requestOverride({ query: '' }, allowed), null);
  });
});
