// Copies the remote's release checks (src/exposes/release-checks.json: what the release gate does
// on each of its screens, e.g. click a preset) into its browser build as release-checks.json, so a
// build released from another checkout (`--dist`) carries its own. The gate validates the file
// (scripts/release/releaseChecks.mjs); a build without one is refused there, not here.
const fs = require('node:fs');
const path = require('node:path');

const FILE = 'release-checks.json';

class ReleaseChecksPlugin {
  /** @param {string} source  the declaration's path */
  constructor(source) {
    this.source = source;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('ReleaseChecksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ReleaseChecksPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          if (!fs.existsSync(this.source)) return;
          compilation.fileDependencies.add(this.source);
          compilation.emitAsset(FILE, new RawSource(fs.readFileSync(this.source)));
        },
      );
    });
  }
}

/** Where a remote declares its release checks: beside its routes. */
const releaseChecksSource = (dir) => path.join(dir, 'src/exposes', FILE);

module.exports = { ReleaseChecksPlugin, releaseChecksSource, RELEASE_CHECKS_FILE: FILE };
