// The server build of an app, beside its browser build (dist/server/): the same sources compiled
// for Node (Module Federation's Node runtime), so the site's server can render the page that the
// browser then hydrates. A remote's server build is its own federated container with its own
// manifest; the shell's is the renderer the site server runs (shell/src/server).
const path = require('node:path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

/**
 * React must be one copy per process: a remote's server build always takes the shell's (the shell
 * server provides it), so it ships none. The other singletons keep a fallback, as in the browser.
 */
function serverShared(shared, isShell) {
  if (isShell) return shared;
  const hostOnly = new Set(['react', 'react/', 'react-dom', 'react-dom/']);
  return Object.fromEntries(
    Object.entries(shared).map(([key, cfg]) => [key, hostOnly.has(key) ? { ...cfg, import: false } : cfg]),
  );
}

/**
 * @param {object} o
 * @param {string} o.dir  the app folder
 * @param {string} o.name federation name
 * @param {boolean} o.isShell
 * @param {Record<string, string> | undefined} o.exposes
 * @param {Record<string, object>} o.shared   the browser build's shared config
 * @param {Record<string, string>} o.alias     the browser build's resolve aliases
 * @param {string} o.outputPath  the browser build's output folder (the server build goes in server/)
 * @param {string} o.buildId
 * @param {true | object} o.manifest  the browser build's `manifest` option: the same declaration (metaData.site)
 */
module.exports = function createServerConfig({
  dir,
  name,
  isShell,
  exposes,
  shared,
  alias,
  outputPath,
  buildId,
  manifest,
}) {
  const cssModules = {
    loader: 'css-loader',
    options: {
      modules: {
        // The same class names as the browser build (same name pattern, same files): the server's
        // markup and the browser's style sheet agree.
        localIdentName: `${name}_[hash:base64:6]`,
        namedExport: false,
        exportLocalsConvention: 'as-is',
        exportOnlyLocals: true,
      },
    },
  };
  return {
    name: `${name}-server`,
    mode: 'production',
    target: 'async-node',
    // A remote's server build is only its container (remoteEntry.js); the shell's is the renderer.
    entry: isShell ? { main: path.join(dir, 'src/server/index.ts') } : {},
    context: dir,
    devtool: 'source-map',
    output: {
      path: path.join(outputPath, 'server'),
      publicPath: 'auto',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: `${name}-server`,
      library: isShell ? { type: 'commonjs2' } : undefined,
      clean: true,
    },
    resolve: {
      // `X.server.ts` stands in for `X.ts` on the server (a server DOM for the sanitiser, say).
      extensions: ['.server.tsx', '.server.ts', '.tsx', '.ts', '.js'],
      symlinks: true,
      alias,
    },
    // Node-only libraries stay ordinary requires from node_modules.
    externals: { jsdom: 'commonjs jsdom' },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: { loader: 'ts-loader', options: { transpileOnly: true, configFile: path.join(dir, 'tsconfig.json') } },
        },
        { test: /\.module\.css$/, use: [cssModules] },
        // Plain style sheets are the browser's business: nothing to run on the server.
        {
          test: /\.css$/,
          exclude: /\.module\.css$/,
          use: [{ loader: 'css-loader', options: { modules: { mode: 'global', exportOnlyLocals: true } } }],
        },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({ __BUILD_ID__: JSON.stringify(buildId), __DEV__: 'false' }),
      new ModuleFederationPlugin({
        name,
        ...(exposes ? { filename: 'remoteEntry.js', exposes, library: { type: 'commonjs-module', name } } : {}),
        remoteType: 'script',
        manifest,
        dts: false,
        shareStrategy: 'loaded-first',
        shared: serverShared(shared, isShell),
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        experiments: { optimization: { target: 'node' } },
      }),
    ],
    optimization: { moduleIds: 'deterministic', minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
};
