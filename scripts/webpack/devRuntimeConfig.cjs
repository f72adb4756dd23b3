// The runtime config every dev server (shell, or a remote run alone) answers at /runtime-config.json:
// the sample site settings of shared-ui/src/config/sample-runtime-config.json with each remote's dev server from
// the registry, so no app keeps a copy of either.
const fs = require('node:fs');
const path = require('node:path');
const { localRemoteUrls } = require('../siteRegistry.cjs');

const SAMPLE = path.resolve(__dirname, '../../shared-ui/src/config/sample-runtime-config.json');

/** The sample config with the registry's remotes on this machine (`shellPort` + each offset). */
function runtimeConfigFor(shellPort) {
  const sample = JSON.parse(fs.readFileSync(SAMPLE, 'utf8'));
  return { ...sample, remotes: localRemoteUrls(shellPort) };
}

/** Express-style middleware for webpack-dev-server; the file is re-read on every request. */
function devRuntimeConfig(shellPort) {
  return (_req, res) => {
    res.setHeader('Content-Type', 'application/json');
    res.setHeader('Cache-Control', 'no-cache');
    res.end(JSON.stringify(runtimeConfigFor(shellPort)));
  };
}

module.exports = { runtimeConfigFor, devRuntimeConfig, SAMPLE };
