// What a rendered page preloads and links of its remotes, from their browser manifests served here.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRemoteFiles } from './remoteFiles.js';

const MANIFEST = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { path: './routes', assets: { js: { sync: ['js/routes.1.js'] }, css: { sync: ['css/finance.2.css'] } } },
    { path: './Widget', assets: { js: { sync: ['js/widget.3.js'] } } },
  ],
  shared: [
    { name: 'react', assets: { js: { sync: ['js/react.4.js'] } } },
    { name: 'recharts', assets: { js: { sync: ['js/recharts.5.js'] } } },
  ],
};

let server: http.Server;
let base = '';
let shellDist = '';

before(async () => {
  server = http.createServer((req, res) => {
    if (req.url !== '/finance/mf-manifest.json') return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(MANIFEST));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  shellDist = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-files-'));
  fs.writeFileSync(
    path.join(shellDist, 'site-registry.json'),
    JSON.stringify({
      shell: { name: 'shell', workspace: 'shell', port: 3000 },
      api: { portOffset: 10 },
      remotes: [
        {
          name: 'finance',
          workspace: 'remote-finance',
          portOffset: 3,
          segments: ['emi-calculator'],
          firstPaint: true,
          firstPaintExposes: ['./Widget'],
        },
      ],
    }),
  );
  // The shell shares react itself: the remote's copy is never fetched, so never preloaded.
  fs.writeFileSync(path.join(shellDist, 'mf-manifest.json'), JSON.stringify({ shared: [{ name: 'react' }] }));
});
after(() => {
  server.close();
  fs.rmSync(shellDist, { recursive: true, force: true });
});

describe('the remote files of a rendered page', () => {
  test("a screen preloads its owner's manifest, entry, routes chunk and the libraries only the remote provides", async () => {
    const files = createRemoteFiles(shellDist);
    const manifest = `${base}/finance/mf-manifest.json`;
    await files.read(manifest);
    assert.equal(files.has(manifest), true);
    assert.deepEqual(files.preloadsFor('/emi-calculator', { finance: manifest }), [
      manifest,
      `${base}/finance/remoteEntry.js`,
      `${base}/finance/js/routes.1.js`,
      `${base}/finance/js/recharts.5.js`,
    ]);
    assert.deepEqual(
      files.stylesFor('finance', manifest).map((s) => s.source ?? s.href),
      [`${base}/finance/css/finance.2.css`],
    );
  });

  test('pages no remote owns, a manifest not read or unreadable, and a non-http address preload nothing', async () => {
    const files = createRemoteFiles(shellDist);
    const manifest = `${base}/finance/mf-manifest.json`;
    assert.deepEqual(files.preloadsFor('/emi-calculator', { finance: manifest }), [], 'not read yet');
    await files.read(manifest);
    assert.deepEqual(files.preloadsFor('/about', { finance: manifest }), []);
    assert.deepEqual(files.preloadsFor('/emi-calculator', { finance: 'javascript:alert(1)' }), []);
    assert.deepEqual(files.preloadsFor('/emi-calculator', undefined), []);
    const missing = `${base}/gone/mf-manifest.json`;
    await files.read(missing);
    assert.equal(files.has(missing), true, 'tried: a page does not wait for it again');
    assert.deepEqual(files.preloadsFor('/emi-calculator', { finance: missing }), []);
  });

  test("the home page preloads the modules of its first paint, not a screen's routes nor the remote's libraries", async () => {
    const files = createRemoteFiles(shellDist);
    const manifest = `${base}/finance/mf-manifest.json`;
    await files.read(manifest);
    assert.deepEqual(files.preloadsFor('/', { finance: manifest }), [
      manifest,
      `${base}/finance/remoteEntry.js`,
      `${base}/finance/js/widget.3.js`,
    ]);
  });

  test('a build without its registry preloads nothing and still links style sheets', async () => {
    const bare = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-files-bare-'));
    try {
      const files = createRemoteFiles(bare);
      const manifest = `${base}/finance/mf-manifest.json`;
      await files.read(manifest);
      assert.deepEqual(files.preloadsFor('/emi-calculator', { finance: manifest }), []);
      assert.equal(files.stylesFor('finance', manifest).length, 1);
    } finally {
      fs.rmSync(bare, { recursive: true, force: true });
    }
  });
});
