import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { RuntimeConfig } from '../config/runtimeConfig.js';
import { buildCsp, pageCsp, pageNonce } from './csp.js';

const config = {
  apiBaseUrl: 'https://api.example.in',
  remotes: { listings: 'https://listings.example.in/mf-manifest.json', content: '/releases/content/mf-manifest.json' },
  site: { mapEmbedUrl: 'https://maps.example.com/embed?q=noida' },
} as unknown as RuntimeConfig;

test('the policy names the remotes’ and the API’s origins, and the page’s nonce for scripts only', () => {
  const policy = buildCsp(config, { nonce: 'abc' });
  assert.match(policy, /script-src 'self' https:\/\/listings\.example\.in 'nonce-abc';/);
  assert.match(policy, /style-src 'self' https:\/\/listings\.example\.in;/);
  assert.match(policy, /connect-src 'self' https:\/\/listings\.example\.in https:\/\/api\.example\.in;/);
  assert.match(policy, /frame-src https:\/\/maps\.example\.com;/);
});

test('a page’s policy is the built one with its own nonce, also after the same config was seen', () => {
  assert.equal(pageCsp(config, 'first'), buildCsp(config, { nonce: 'first' }));
  assert.equal(pageCsp(config, 'second'), buildCsp(config, { nonce: 'second' }));
  const override = 'http://localhost:4390';
  assert.equal(pageCsp(config, 'third', override), buildCsp(config, { nonce: 'third', overrideOrigin: override }));
  assert.equal(pageCsp(config, 'fourth'), buildCsp(config, { nonce: 'fourth' }));
});

test('a changed config (a new object, as a changed file is read) gets its own policy', () => {
  const switched = { ...config, remotes: { listings: 'https://listings-2.example.in/mf-manifest.json' } };
  assert.match(
    pageCsp(switched as RuntimeConfig, 'n'),
    /script-src 'self' https:\/\/listings-2\.example\.in 'nonce-n';/,
  );
  assert.match(pageCsp(config, 'n'), /script-src 'self' https:\/\/listings\.example\.in 'nonce-n';/);
});

test('page nonces are 128 bits each, base64, and never repeat (across refills of the random bytes)', () => {
  const nonces = Array.from({ length: 1000 }, pageNonce);
  for (const nonce of nonces) assert.equal(Buffer.from(nonce, 'base64').length, 16);
  assert.equal(new Set(nonces).size, nonces.length);
});
