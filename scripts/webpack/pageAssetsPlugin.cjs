// Writes dist/page-assets.json: the scripts, style sheets and preloads the shell's index.html
// carries, so the site server's rendered pages load exactly the same files. Applied after the
// plugins that add tags (StylesInHead, StartupPreloads), so it sees their links too.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { minify_sync: minifySync } = require('terser');
const { sources } = require('webpack');

/** The script a rendered page starts with (it loads the others once the page has loaded). */
const PAGE_START = path.join(__dirname, 'pageStart.js');

/**
 * The start script as sent: minified (it is not bundled, and every page waits for it), its
 * comments and names gone, ES2017 kept.
 */
function pageStartSource() {
  const { code } = minifySync(fs.readFileSync(PAGE_START, 'utf8'), { ecma: 2017, compress: { passes: 2 } });
  return Buffer.from(code);
}

const NAME = 'PageAssetsPlugin';
const FILE = 'page-assets.json';

module.exports = class PageAssetsPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const tags = [...data.headTags, ...data.bodyTags];
        const attr = (tag, name) => (typeof tag.attributes[name] === 'string' ? tag.attributes[name] : null);
        const start = pageStartSource();
        const startFile = `js/page-start.${crypto.createHash('sha256').update(start).digest('hex').slice(0, 8)}.js`;
        compilation.emitAsset(startFile, new sources.RawSource(start));
        const assets = {
          start: `/${startFile}`,
          scripts: tags.filter((t) => t.tagName === 'script' && attr(t, 'src')).map((t) => attr(t, 'src')),
          styles: tags
            .filter((t) => t.tagName === 'link' && attr(t, 'rel') === 'stylesheet')
            .map((t) => attr(t, 'href')),
          preloads: tags
            .filter((t) => t.tagName === 'link' && attr(t, 'rel') === 'preload' && attr(t, 'as') === 'script')
            .map((t) => attr(t, 'href')),
          icon:
            tags.filter((t) => t.tagName === 'link' && attr(t, 'rel') === 'icon').map((t) => attr(t, 'href'))[0] ??
            null,
        };
        compilation.emitAsset(FILE, new sources.RawSource(`${JSON.stringify(assets, null, 2)}\n`));
        return data;
      });
    });
  }
};
module.exports.FILE = FILE;
