import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_KEPT_PAGES, parseApiUrl, parseKeptPages, parseTrustProxy, readSiteEnv } from './siteEnv.js';
import { isPrivateBuildFile } from '../plugins/staticFiles.js';
import { cacheControlFor } from '../http/responseHeaders.js';
import { errorBody, errorCode } from '../http/errorReplies.js';
import { upstreamFailureStatus } from '../plugins/apiProxy.js';

test('SITE_TRUST_PROXY: none by default, a hop count, or a list of addresses', () => {
  for (const off of [undefined, '', ' ', '0', 'false']) assert.equal(parseTrustProxy(off), false);
  const one = parseTrustProxy('1');
  assert.ok(typeof one === 'function');
  assert.deepEqual([one('10.0.0.1', 0), one('203.0.113.1', 1)], [true, false]);
  const two = parseTrustProxy('2');
  assert.ok(typeof two === 'function');
  assert.deepEqual([two('a', 0), two('b', 1), two('c', 2)], [true, true, false]);
  assert.deepEqual(parseTrustProxy(' 10.0.0.0/8, 192.0.2.7 ,'), ['10.0.0.0/8', '192.0.2.7']);
  assert.throws(() => parseTrustProxy('true'), /hop count/);
});

test('SITE_HTTPS=1 and nothing else turns HTTPS on', () => {
  assert.equal(readSiteEnv({ SITE_HTTPS: '1' }).https, true);
  assert.equal(readSiteEnv({ SITE_HTTPS: 'yes' }).https, false);
  assert.equal(readSiteEnv({}).trustProxy, false);
});

test('SITE_KEPT_PAGES: the default when unset, 0 turns keeping off, anything else is refused by name', () => {
  assert.equal(parseKeptPages(undefined), DEFAULT_KEPT_PAGES);
  assert.equal(parseKeptPages(' '), DEFAULT_KEPT_PAGES);
  assert.equal(parseKeptPages('0'), 0);
  assert.equal(parseKeptPages('2000'), 2000);
  for (const bad of ['-1', '1.5', 'lots', '100001', '1e3']) assert.throws(() => parseKeptPages(bad), /SITE_KEPT_PAGES/);
  assert.equal(readSiteEnv({ SITE_KEPT_PAGES: '7' }).keptPages, 7);
});

test('API_URL: unset is none; an http(s) origin is kept; anything else is refused by name', () => {
  for (const off of [undefined, '', ' ']) assert.equal(parseApiUrl(off), undefined);
  assert.equal(parseApiUrl('http://127.0.0.1:4801'), 'http://127.0.0.1:4801');
  assert.equal(parseApiUrl(' https://api.internal.example/ '), 'https://api.internal.example');
  assert.equal(parseApiUrl('http://[::1]:3010'), 'http://[::1]:3010');
  for (const bad of [
    '127.0.0.1:3010',
    'ftp://10.0.0.5',
    'http://10.0.0.5:3010/api',
    'http://10.0.0.5:3010?x=1',
    'http://user:pw@10.0.0.5',
    'http://',
    'localhost',
  ])
    assert.throws(() => parseApiUrl(bad), /^Error: API_URL must be an http\(s\) origin/, bad);
});

test('private build files: source maps and mf-stats.json, also precompressed', () => {
  for (const p of [
    '/js/main.0123abcd.js.map',
    '/css/a.css.map',
    '/mf-stats.json',
    '/mf-stats.json.br',
    '/MF-STATS.JSON.gz',
    '/x/y.MAP',
  ])
    assert.equal(isPrivateBuildFile(p), true, p);
  for (const p of [
    '/js/main.0123abcd.js',
    '/mf-manifest.json',
    '/mf-stats.json.txt',
    '/js/map.js',
    '/',
    '/sitemap.xml',
  ])
    assert.equal(isPrivateBuildFile(p), false, p);
});

test('cache control: errors never stored, hashed files immutable, entries revalidated', () => {
  assert.equal(cacheControlFor('/js/111.deadbeef.js', 404), 'no-store');
  assert.equal(cacheControlFor('/js/111.deadbeef.js', 500), 'no-store');
  assert.equal(cacheControlFor('/js/111.deadbeef.js', 200), 'public, max-age=31536000, immutable');
  assert.equal(cacheControlFor('/js/111.deadbeef.js', 304), 'public, max-age=31536000, immutable');
  assert.equal(cacheControlFor('/remoteEntry.js'), 'no-cache');
  assert.equal(cacheControlFor('/blog/a-post'), 'no-cache');
  assert.equal(cacheControlFor('/favicon.svg'), 'public, max-age=3600');
});

test("error bodies: the API's shape with a code from the status", () => {
  assert.deepEqual(errorBody(413, 'Too big'), {
    statusCode: 413,
    code: 'PAYLOAD_TOO_LARGE',
    error: 'Payload Too Large',
    message: 'Too big',
  });
  assert.equal(errorBody(504).message, 'The data service took too long to answer. Please try again.');
  assert.equal(errorCode(429), 'TOO_MANY_REQUESTS');
  assert.equal(errorCode(599), 'ERROR');
});

test('upstream failures: timeout 504, nobody there 503, anything else 502', () => {
  assert.equal(upstreamFailureStatus({ statusCode: 504 }), 504);
  assert.equal(upstreamFailureStatus({ statusCode: 500, cause: { code: 'ECONNREFUSED' } }), 503);
  assert.equal(upstreamFailureStatus({ statusCode: 503 }), 503);
  assert.equal(upstreamFailureStatus({ statusCode: 500, cause: { code: 'EPIPE' } }), 502);
  assert.equal(upstreamFailureStatus({ statusCode: 500, code: 'ECONNRESET' }), 502);
  assert.equal(upstreamFailureStatus(undefined), 502);
});
