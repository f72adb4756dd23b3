// Preloads, from index.html, the scripts an app needs before its first render: the chunk of the
// entry's `import('./bootstrap')` and the shared libraries that chunk consumes (react-dom, the
// router, shared-ui...). Without these links the browser learns of them only once main.js has
// downloaded and run: one more round trip on a phone's network before anything appears.
// Low priority, so they never delay the style sheet that the first paint waits for.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'StartupPreloadsPlugin';

/**
 * The JavaScript files loaded by the entry's dynamic imports, following each shared module that
 * is consumed on the way to the chunk that provides it. That is the app's own provided copy (the
 * one it registers in the share scope; at startup nothing else has registered one), which webpack
 * may place in another chunk than the consumer's fallback.
 * @param {import('webpack').Compilation} compilation
 * @param {string} entryName
 */
function startupFiles(compilation, entryName) {
  const { chunkGraph, moduleGraph } = compilation;
  const entry = compilation.entries.get(entryName);
  const entrypoint = compilation.entrypoints.get(entryName);
  if (!entry || !entrypoint) return [];
  const entryChunks = new Set(entrypoint.chunks);
  const providers = new Map();
  for (const module of compilation.modules) {
    if (module.type === 'provide-module') providers.set(module._name, module);
  }
  const files = new Set();
  const seen = new Set();
  const visitBlocks = (module) => {
    for (const block of module.blocks) {
      const group = chunkGraph.getBlockChunkGroup(block);
      for (const chunk of group?.chunks ?? []) visitChunk(chunk);
    }
  };
  const visitChunk = (chunk) => {
    if (seen.has(chunk) || entryChunks.has(chunk)) return;
    seen.add(chunk);
    for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      const provider = providers.get(module.options.shareKey);
      visitBlocks(provider ?? module);
    }
  };
  for (const dependency of entry.dependencies) {
    const module = moduleGraph.getModule(dependency);
    if (module) visitBlocks(module);
  }
  return [...files].sort();
}

module.exports = class StartupPreloadsPlugin {
  /** @param {string} [entryName] */
  constructor(entryName = 'main') {
    this.entryName = entryName;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const publicPath = data.publicPath.endsWith('/') ? data.publicPath : `${data.publicPath}/`;
        for (const file of startupFiles(compilation, this.entryName)) {
          data.headTags.push({
            tagName: 'link',
            voidTag: true,
            attributes: { rel: 'preload', as: 'script', href: publicPath + file, fetchpriority: 'low' },
            meta: { plugin: NAME },
          });
        }
        return data;
      });
    });
  }
};
