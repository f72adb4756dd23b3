import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseAllowedOrigins, parseOrigin, parsePort, serveOptions } from './serveOptions.js';

const registry = {
  shell: { port: 3000 },
  remotes: [
    { name: 'listings', portOffset: 1 },
    { name: 'finance', portOffset: 3 },
  ],
};

describe('serveOptions', () => {
  it('serves a remote on its registry port for the default site', () => {
    assert.deepEqual(serveOptions(registry, 'finance', {}), {
      port: 3003,
      allowedOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000'],
    });
  });

  it('PORT moves this server only: CORS still names the site, not the serving port', () => {
    const o = serveOptions(registry, 'finance', { PORT: '6690' });
    assert.equal(o.port, 6690);
    assert.deepEqual(o.allowedOrigins, ['http://localhost:3000', 'http://127.0.0.1:3000']);
  });

  it('SITE_PORT moves the site (and the default port after it); SITE_URL joins the origins', () => {
    const o = serveOptions(registry, 'listings', { SITE_PORT: '4300', SITE_URL: 'https://www.example.in' });
    assert.equal(o.port, 4301);
    assert.deepEqual(o.allowedOrigins, ['http://localhost:4300', 'http://127.0.0.1:4300', 'https://www.example.in']);
  });

  it('ALLOWED_ORIGINS replaces the default, trimmed and without duplicates', () => {
    const o = serveOptions(registry, 'finance', {
      ALLOWED_ORIGINS: ' https://www.example.in, https://www.example.in/ ,http://localhost:6600',
    });
    assert.deepEqual(o.allowedOrigins, ['https://www.example.in', 'http://localhost:6600']);
  });

  it('an app the registry does not know is served on the site port (the shell)', () => {
    assert.equal(serveOptions(registry, 'shell', {}).port, 3000);
  });

  it('refuses a bad port', () => {
    for (const bad of ['0', '65536', 'abc', '-1', '80.5', ''])
      assert.throws(() => parsePort(bad, 'PORT'), /PORT must be a port number/);
    assert.throws(() => serveOptions(registry, 'finance', { PORT: 'x' }), /PORT must be/);
    assert.throws(() => serveOptions(registry, 'finance', { SITE_PORT: '99999' }), /SITE_PORT must be/);
    assert.equal(parsePort(' 8080 ', 'PORT'), 8080);
  });

  it('refuses origins that are not bare http(s) origins', () => {
    assert.throws(() => parseAllowedOrigins('*'), /any site/);
    assert.throws(() => parseAllowedOrigins(' , '), /empty/);
    assert.throws(() => parseAllowedOrigins('example.in'), /not an origin/);
    assert.throws(() => parseAllowedOrigins('ftp://example.in'), /http\(s\) origin/);
    assert.throws(() => parseAllowedOrigins('https://example.in/site'), /no path/);
    assert.throws(() => parseAllowedOrigins('https://example.in?x=1'), /no path/);
    assert.throws(() => parseAllowedOrigins('https://user@example.in'), /no path/);
    assert.throws(() => parseOrigin('https://Example.in'), /write .* as its origin https:\/\/example.in/);
    assert.throws(() => parseOrigin('https://example.in:443'), /as its origin https:\/\/example.in/);
    assert.equal(parseOrigin('http://localhost:6600/'), 'http://localhost:6600');
  });
});
