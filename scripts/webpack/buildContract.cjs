// What a build declares in its manifests (browser and server: `metaData.site`), which the shell
// checks before it loads the remote (shared-ui/src/federation/compatibility.ts): the contract it
// implements, the shared packages' ranges it needs, and a build id naming its commit. Its shared-ui
// range is what its own code uses (sharedUiNeeds.cjs), not the version it was built with.
const { execFileSync } = require('node:child_process');
const path = require('node:path');
const { appNeed } = require('./sharedUiNeeds.cjs');

/** `<name>-<short commit>` plus `-dirty` when the work tree has changes; `<name>-<version>` without git. */
function defaultBuildId(name, dir) {
  try {
    const git = (...args) =>
      execFileSync('git', args, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    const commit = git('rev-parse', '--short', 'HEAD').trim();
    const dirty = git('status', '--porcelain', '--untracked-files=no').trim() !== '';
    return `${name}-${commit}${dirty ? '-dirty' : ''}`;
  } catch {
    return `${name}-${require(path.join(dir, 'package.json')).version}`;
  }
}

/**
 * @param {object} o
 * @param {string} o.name  federation name
 * @param {string} o.dir   the app folder
 * @returns {{contract: string, requires: {'shared-ui': string, contracts: string}, buildId: string}}
 */
function buildContract({ name, dir }) {
  const { REMOTE_CONTRACT_VERSION, CONTRACTS_VERSION } = require('../siteRegistry.cjs');
  return {
    contract: REMOTE_CONTRACT_VERSION,
    requires: { 'shared-ui': `^${appNeed(dir)}`, contracts: `^${CONTRACTS_VERSION}` },
    buildId: process.env.BUILD_ID || defaultBuildId(name, dir),
  };
}

/** The ModuleFederationPlugin's `manifest` option: the declaration goes into both manifests' metaData. */
function manifestOption(site) {
  return {
    additionalData: ({ stats }) => {
      stats.metaData.site = site;
      return stats;
    },
  };
}

module.exports = { buildContract, manifestOption, defaultBuildId };
