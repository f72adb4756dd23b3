import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, E2E_PORT, STAFF_TOKEN, baseUrl, e2eDataDir } from './support/env';

/**
 * Browser tests of the composed production build, in Debian's Chromium. The web server is the
 * same `npm start` a visitor's machine runs (with a throwaway database and a raised write limit).
 */
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: baseUrl,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    viewport: { width: 1280, height: 900 },
    trace: 'off',
  },
  webServer: {
    // `npm start` without npm: build what is missing, then the compiled site server.
    command: 'node ../scripts/build.mjs --missing && node --conditions=compiled ../site-server/dist/start/main.js',
    url: `${baseUrl}/api/health`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      SKIP_BUILD: process.env.SKIP_BUILD ?? '0',
      API_DATA_DIR: e2eDataDir,
      WRITE_RATE_LIMIT: '1000',
      STAFF_API_TOKEN: STAFF_TOKEN,
      RUNTIME_CONFIG_FILE: `/tmp/site-e2e-${E2E_PORT}-runtime-config.json`,
      RUNTIME_CONFIG_RESET: '1',
    },
  },
});
