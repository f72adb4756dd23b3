import { REMOTE_NAMES, remotePort as remotePortOf, type RemoteName } from 'contracts/registry';

/** Where the composed site runs during browser tests: PORT base E2E_PORT (default 4300). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4300);
export const baseUrl = `http://localhost:${E2E_PORT}`;
/** Each remote's port under the site's PORT, as the registry places it. */
export const remotePort = Object.fromEntries(
  REMOTE_NAMES.map((name) => [name, remotePortOf(name, E2E_PORT)]),
) as Record<RemoteName, number>;
export const runtimeConfigFile = `/tmp/site-e2e-${E2E_PORT}-runtime-config.json`;

/** The flags this machine's Chromium needs (no sandbox as root, no background network). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** The site's data folder during browser tests (API_DATA_DIR of the web server). */
export const e2eDataDir = `/tmp/site-e2e-${E2E_PORT}`;
/** The staff export's token on the browser tests' site (GET /api/staff/submissions): what was stored. */
export const STAFF_TOKEN = 'e2e-staff-token-for-browser-tests-only-0123456789';
/** Where `npm start`'s supervisor writes the pid of each process it runs (`<data dir>/run/<PORT>/`). */
export const pidFile = (process: 'api' | 'site') => `${e2eDataDir}/run/${E2E_PORT}/${process}.pid`;
