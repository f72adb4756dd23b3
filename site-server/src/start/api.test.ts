import assert from 'node:assert/strict';
import { test } from 'node:test';
import { apiProcess } from './api.js';

const facts = {
  root: '/srv/site',
  port: 3010,
  siteUrl: 'http://localhost:3000',
  origins: ['http://localhost:3000', 'http://localhost:3001'],
  proxySecret: 'a-secret-of-this-start',
  nodePath: '/usr/bin/node',
};

test('the API runs from its workspace with the command of npm start -w api', () => {
  const spec = apiProcess({ ...facts, env: {} });
  assert.equal(spec.name, 'api');
  assert.equal(spec.command, '/usr/bin/node');
  assert.deepEqual(spec.args, ['--conditions=compiled', '--max-semi-space-size=4', 'dist/server.js']);
  assert.equal(spec.cwd, '/srv/site/api');
  assert.deepEqual(spec.env, {
    SITE_URL: 'http://localhost:3000',
    API_PORT: '3010',
    API_HOST: '127.0.0.1',
    SITE_ORIGINS: 'http://localhost:3000,http://localhost:3001',
    API_PROXY_SECRET: 'a-secret-of-this-start',
  });
});

test("the environment sets the log level and passes through; SITE_URL is the site's own origin", () => {
  const env = apiProcess({
    ...facts,
    siteUrl: 'https://www.example.in',
    env: { API_LOG_LEVEL: 'info', SITE_URL: 'https://elsewhere.example', DATABASE_URL: 'postgres://db/site' },
  }).env;
  assert.equal(env?.API_LOG_LEVEL, 'info');
  // main.ts resolves SITE_URL (or this start's origin) once: the API's sitemap and the pages agree.
  assert.equal(env?.SITE_URL, 'https://www.example.in');
  assert.equal(env?.DATABASE_URL, 'postgres://db/site');
});

test("the environment cannot move the API off loopback, its port, its origins or this start's secret", () => {
  const env = apiProcess({
    ...facts,
    env: { API_PORT: '9', API_HOST: '0.0.0.0', SITE_ORIGINS: 'https://evil.example', API_PROXY_SECRET: 'old' },
  }).env;
  assert.equal(env?.API_PORT, '3010');
  assert.equal(env?.API_HOST, '127.0.0.1');
  assert.equal(env?.SITE_ORIGINS, 'http://localhost:3000,http://localhost:3001');
  assert.equal(env?.API_PROXY_SECRET, 'a-secret-of-this-start');
});
