// Links an app's one style sheet (the `<name>-styles` chunk) from index.html, so the browser
// fetches it with the HTML's first round trip instead of after the JavaScript asks for it. The CSS
// chunk loader finds the <link> already in the page and does not load the file a second time.
const HtmlWebpackPlugin = require('html-webpack-plugin');

module.exports = class StylesInHeadPlugin {
  /** @param {string} chunkName */
  constructor(chunkName) {
    this.chunkName = chunkName;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('StylesInHeadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('StylesInHeadPlugin', (data) => {
        const chunk = compilation.namedChunks.get(this.chunkName);
        const css = chunk ? [...chunk.files].filter((f) => f.endsWith('.css')) : [];
        const publicPath = data.publicPath.endsWith('/') ? data.publicPath : `${data.publicPath}/`;
        for (const file of css) {
          data.headTags.push({
            tagName: 'link',
            voidTag: true,
            attributes: { rel: 'stylesheet', href: publicPath + file },
            meta: { plugin: 'StylesInHeadPlugin' },
          });
        }
        return data;
      });
    });
  }
};
