// Which pages the shell answers with 404 (pageStatus.ts), from a build's registry facts.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { SiteRegistry } from '../config/siteRegistry.js';
import { createPageStatus } from './pageStatus.js';

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
    { name: 'content', workspace: 'remote-content', portOffset: 2, segments: ['blog', 'about'], firstPaint: false },
  ],
};
const status = createPageStatus(REGISTRY);

describe('page status', () => {
  test('the home page and every path under a segment a remote owns are 200', () => {
    for (const p of ['/', '/blog', '/blog/', '/about', '/property/noida/all/residential', '/residential/x/y/1'])
      assert.equal(status(p), 200, p);
  });

  test('deeper unknown paths under a known segment stay 200 (only the API knows ids and slugs)', () => {
    assert.equal(status('/blog/no-such-post'), 200);
    assert.equal(status('/residential/noida/no-such-home/99999999'), 200);
  });

  test('matches segments as the router does: decoded and case-insensitive', () => {
    assert.equal(status('/BLOG'), 200);
    assert.equal(status('/%62log/x'), 200);
  });

  test('any other first segment is 404', () => {
    for (const p of [
      '/no/such/page',
      '/blogs',
      '/prop',
      '//blog',
      '/contact',
      '/%E0%A4%A',
      '/constructor',
      '/__proto__',
    ])
      assert.equal(status(p), 404, p);
  });
});
