// node --test scripts/bench/scale/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { haproxyConfig, parseStatsCsv } from './haproxyConfig.mjs';
import { haproxyBinary } from './processes.mjs';

const options = {
  visitorPort: 4800,
  apiPort: 4801,
  statsPort: 4802,
  sites: [
    { name: 'site-a', host: '127.0.0.1', port: 4820 },
    { name: 'site-b', host: '127.0.0.1', port: 4840 },
  ],
  apis: [
    { name: 'api-a', host: '127.0.0.1', port: 4805 },
    { name: 'api-b', host: '127.0.0.1', port: 4806 },
  ],
};

/** The lines of one section (from its header to the next blank line). */
function section(config, header) {
  const lines = config.split('\n');
  const start = lines.indexOf(header);
  assert.notEqual(start, -1, `no section ${header}`);
  const end = lines.indexOf('', start);
  return lines.slice(start + 1, end).map((l) => l.trim());
}

test('visitors reach the site servers, the site servers the APIs, each balanced over both', () => {
  const config = haproxyConfig(options);
  assert.deepEqual(section(config, 'frontend visitors'), [
    'bind 127.0.0.1:4800',
    'option forwardfor',
    'default_backend sites',
  ]);
  assert.deepEqual(section(config, 'frontend api'), ['bind 127.0.0.1:4801', 'default_backend apis']);
  const sites = section(config, 'backend sites');
  assert.ok(sites.includes('server site-a 127.0.0.1:4820 check'));
  assert.ok(sites.includes('server site-b 127.0.0.1:4840 check'));
  assert.ok(sites.includes('http-check send meth GET uri / ver HTTP/1.1 hdr Host localhost'));
  const apis = section(config, 'backend apis');
  assert.ok(apis.includes('server api-a 127.0.0.1:4805 check'));
  assert.ok(apis.includes('http-check send meth GET uri /api/health ver HTTP/1.1 hdr Host localhost'));
  const ready = section(
    haproxyConfig({
      ...options,
      sites: [{ name: 'site-a', host: '127.0.0.1', port: 4820, checkPort: 4835 }],
      sitePath: '/readyz',
    }),
    'backend sites',
  );
  assert.ok(ready.includes('server site-a 127.0.0.1:4820 check port 4835'));
  assert.ok(ready.includes('http-check send meth GET uri /readyz ver HTTP/1.1 hdr Host localhost'));
  for (const backend of [sites, apis]) {
    assert.ok(backend.includes('option httpchk'));
    assert.ok(backend.includes('http-check expect status 200'));
  }
});

test('a failed request is retried on the other server, a write only with its Idempotency-Key', () => {
  const config = haproxyConfig({ ...options, retries: 2, checkMs: 400 });
  const defaults = section(config, 'defaults');
  for (const line of [
    'retries 2',
    'option redispatch 1',
    'retry-on conn-failure empty-response',
    'option http-buffer-request',
    'default-server inter 400ms fastinter 200ms downinter 400ms fall 2 rise 2',
  ])
    assert.ok(defaults.includes(line), line);
  const guard = 'http-request disable-l7-retry unless METH_GET || { req.hdr(idempotency-key) -m found }';
  assert.ok(section(config, 'backend sites').includes(guard));
  assert.ok(section(config, 'backend apis').includes(guard));
  // The API's frontend must not append an address: the API reads the visitor as the last one.
  assert.ok(!section(config, 'frontend api').some((l) => l.startsWith('option forwardfor')));
});

test('refuses what would make a broken or injectable configuration', () => {
  assert.throws(() => haproxyConfig({ ...options, sites: [] }), /at least one/);
  assert.throws(() => haproxyConfig({ ...options, apis: [{ name: 'a b', host: '127.0.0.1', port: 1 }] }), /name/);
  assert.throws(() => haproxyConfig({ ...options, apis: [{ name: 'a', host: '127.0.0.1', port: 70000 }] }), /port/);
  assert.throws(() => haproxyConfig({ ...options, apis: [{ name: 'a', host: 'x\nlisten', port: 1 }] }), /IP/);
  assert.throws(() => haproxyConfig({ ...options, sitePath: '/ x' }), /path/);
});

test('stats CSV rows are keyed by their column names', () => {
  const rows = parseStatsCsv('# pxname,svname,status,wretr,wredis,\nsites,site-a,UP,2,1,\nsites,BACKEND,UP,2,1,\n');
  assert.deepEqual(
    rows.map((r) => [r.pxname, r.svname, r.status, r.wretr]),
    [
      ['sites', 'site-a', 'UP', '2'],
      ['sites', 'BACKEND', 'UP', '2'],
    ],
  );
});

test('HAProxy itself accepts the configuration (haproxy -c)', (t) => {
  const bin = haproxyBinary();
  if (!bin) return t.skip('haproxy is not installed');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'haproxy-config-'));
  try {
    const file = path.join(dir, 'haproxy.cfg');
    fs.writeFileSync(file, haproxyConfig(options));
    const out = execFileSync(bin, ['-c', '-f', file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    assert.match(out, /Configuration file is valid/);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
