// Which remotes a page preloads, from a build's site registry (dist/site-registry.json).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPageRemotes } from './remotePreloads.js';
import { readSiteRegistry, segmentOwners, type SiteRegistry } from '../config/siteRegistry.js';
import { sitePorts, siteOrigins } from '../config/ports.js';
import { createStaticApp } from '../app.js';

const REGISTRY: SiteRegistry = {
  shell: { name: 'shell', workspace: 'shell', port: 3000 },
  api: { portOffset: 10 },
  remotes: [
    {
      name: 'listings',
      workspace: 'remote-listings',
      portOffset: 1,
      segments: ['property', 'residential'],
      firstPaint: true,
    },
    { name: 'content', workspace: 'remote-content', portOffset: 2, segments: ['blog'], firstPaint: false },
    { name: 'finance', workspace: 'remote-finance', portOffset: 3, segments: ['emi-calculator'], firstPaint: false },
  ],
};
const CONFIGURED = {
  listings: 'http://l.example/mf-manifest.json',
  content: 'http://c.example/mf-manifest.json',
  finance: 'javascript:alert(1)',
};

describe('pageRemotes', () => {
  const pageRemotes = createPageRemotes(REGISTRY);

  test('the home page preloads the manifests of its first-paint remotes, and no owner code', () => {
    assert.deepEqual(pageRemotes('/', CONFIGURED), {
      manifests: ['http://l.example/mf-manifest.json'],
      ownerManifest: null,
    });
  });

  test('a screen preloads its owner by the first segment', () => {
    const blog = {
      manifests: ['http://c.example/mf-manifest.json'],
      ownerManifest: 'http://c.example/mf-manifest.json',
    };
    assert.deepEqual(pageRemotes('/blog/some-post', CONFIGURED), blog);
    assert.deepEqual(
      pageRemotes('/residential/noida/x/1', CONFIGURED).ownerManifest,
      'http://l.example/mf-manifest.json',
    );
  });

  test('unknown pages, inherited property names and non-http URLs preload nothing', () => {
    const none = { manifests: [], ownerManifest: null };
    for (const p of ['/no/such/page', '/constructor', '/__proto__/x', '/toString', '/emi-calculator']) {
      assert.deepEqual(pageRemotes(p, CONFIGURED), none, p);
    }
    assert.deepEqual(pageRemotes('/blog', undefined), none);
  });
});

describe('the site registry of a build', () => {
  test('segment owners are a Map of every remote segment', () => {
    assert.deepEqual(
      [...segmentOwners(REGISTRY)],
      [
        ['property', 'listings'],
        ['residential', 'listings'],
        ['blog', 'content'],
        ['emi-calculator', 'finance'],
      ],
    );
  });

  test('a dist without site-registry.json is refused with what to do, and so is a shell server on it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-dist-'));
    try {
      fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html>');
      assert.throws(() => readSiteRegistry(dir), /site-registry\.json is missing or unreadable: rebuild the app/);
      await assert.rejects(createStaticApp({ root: dir, allowedOrigins: [], spa: true }), /rebuild the app/);
      fs.writeFileSync(path.join(dir, 'site-registry.json'), '{"remotes":{}}');
      assert.throws(() => readSiteRegistry(dir), /is not a site registry/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('ports follow PORT and each remote offset unless set themselves', () => {
    assert.deepEqual(sitePorts(REGISTRY, {}), { shell: 3000, listings: 3001, content: 3002, finance: 3003, api: 3010 });
    assert.deepEqual(sitePorts(REGISTRY, { PORT: '4320', CONTENT_PORT: '5000', API_PORT: '6000' }), {
      shell: 4320,
      listings: 4321,
      content: 5000,
      finance: 4323,
      api: 6000,
    });
    assert.deepEqual(
      siteOrigins(REGISTRY, { PORT: '4000' }).filter((o) => o.startsWith('http://localhost')),
      ['http://localhost:4000', 'http://localhost:4001', 'http://localhost:4002', 'http://localhost:4003'],
    );
    assert.deepEqual(siteOrigins(REGISTRY, { SITE_ORIGINS: 'https://a.example, https://b.example,' }), [
      'https://a.example',
      'https://b.example',
    ]);
  });
});
