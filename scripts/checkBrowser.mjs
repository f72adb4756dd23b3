// First step of `npm test`: the browser tests need Chromium, and finding that out after the
// type-check, the unit tests and a several-minute build wastes all of them. Checks the browser the
// tests will launch (CHROMIUM_PATH, else Debian's /usr/bin/chromium); when it is missing, installs
// Debian's package as root (as .ci/run does) or stops at once with the command to run.
//
//   BROWSER_AUTO_INSTALL=0   never install, only say what to run (what a non-root user sees)
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const DEBIAN_PATH = '/usr/bin/chromium';
const browser = process.env.CHROMIUM_PATH || DEBIAN_PATH;
const INSTALL = 'apt-get update && apt-get install -y chromium';

const runnable = (file) => {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
};

/** `chromium --version`, e.g. "Chromium 156.0.8078.108 built on Debian GNU/Linux 12 (bookworm)". */
const version = () =>
  execFileSync(browser, ['--version'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
    timeout: 30_000,
  }).trim();

function stop(lines) {
  console.error(['', 'The browser tests cannot run:', ...lines, ''].join('\n'));
  process.exit(1);
}

if (!runnable(browser)) {
  const custom = browser !== DEBIAN_PATH;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = runnable('/usr/bin/apt-get');
  const mayInstall = isRoot && hasApt && process.env.BROWSER_AUTO_INSTALL !== '0' && !custom;
  if (custom) {
    stop([
      `  CHROMIUM_PATH=${browser} is not an executable file.`,
      `  Point CHROMIUM_PATH at a Chromium binary, or unset it to use Debian's ${DEBIAN_PATH}:`,
      `    sudo sh -c '${INSTALL}'`,
    ]);
  }
  if (!mayInstall) {
    stop(
      hasApt
        ? [
            `  ${DEBIAN_PATH} is missing. Install Debian's Chromium, then run npm test again:`,
            `    sudo sh -c '${INSTALL}'`,
          ]
        : [
            `  ${DEBIAN_PATH} is missing and this is not a Debian system: install Chromium, then run`,
            '    CHROMIUM_PATH=/path/to/chromium npm test',
          ],
    );
  }
  console.log(`${DEBIAN_PATH} is missing: installing Debian's chromium (${INSTALL})…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // A fresh machine's package lists may be stale or empty: update first, always.
  for (const args of [['update'], ['install', '-y', 'chromium']]) {
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (r.status !== 0)
      stop([`  apt-get ${args.join(' ')} failed (exit ${r.status ?? r.signal}). Run it yourself:`, `    ${INSTALL}`]);
  }
  if (!runnable(browser)) stop([`  apt-get installed chromium, but ${DEBIAN_PATH} is still missing.`]);
}

try {
  console.log(`Browser tests use ${browser}: ${version()}`);
} catch (e) {
  stop([`  ${browser} did not start (${e instanceof Error ? e.message.split('\n')[0] : String(e)}).`]);
}
