// Writes dist/site-registry.json: the registry's run-time facts (contracts/src/registry
// siteRegistryFacts: remote names, ports, segment owners, first-paint remotes). The site's
// servers (site-server/) read it from the dist they serve and never read source folders; it is
// not served to browsers (site-server/src/plugins/staticFiles.ts).
const { sources } = require('webpack');
const { siteRegistryFacts } = require('../siteRegistry.cjs');

const FILE = 'site-registry.json';

class SiteRegistryPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('SiteRegistryPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'SiteRegistryPlugin', stage: compilation.constructor.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset(FILE, new sources.RawSource(`${JSON.stringify(siteRegistryFacts(), null, 2)}\n`));
        },
      );
    });
  }
}

module.exports = SiteRegistryPlugin;
module.exports.FILE = FILE;
