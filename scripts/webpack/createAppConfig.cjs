// One webpack setup for the shell and every remote, so the federation rules are written once: async
// boundary, shared singletons (docs/decisions/0002-shared-modules.md), manifest, no DTS, CSS Modules.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const PrecompressPlugin = require('./precompress.cjs');
const StylesInHeadPlugin = require('./stylesInHead.cjs');
const StartupPreloadsPlugin = require('./startupPreloads.cjs');
const SiteRegistryPlugin = require('./siteRegistryPlugin.cjs');
const createServerConfig = require('./createServerConfig.cjs');
const PageAssetsPlugin = require('./pageAssetsPlugin.cjs');
const { ReleaseChecksPlugin, releaseChecksSource } = require('./releaseChecksPlugin.cjs');
const { buildContract, defaultBuildId, manifestOption } = require('./buildContract.cjs');
const { devRuntimeConfig } = require('./devRuntimeConfig.cjs');
const { API, REMOTES, SHELL, isRemoteName, remotePort } = require('../siteRegistry.cjs');

const root = path.resolve(__dirname, '../..');

/** Shared singletons; each library must be a dependency of the app (or of shared-ui). */
function sharedConfig(appDir) {
  const deps = require(path.join(appDir, 'package.json')).dependencies;
  const uiDeps = require(path.join(root, 'shared-ui/package.json')).dependencies;
  // No version ranges at run time: parsing them (semver) cost every page ~20 ms of a phone's main
  // thread per app, and all a mismatch could do there is print a warning. The guarantee is checked
  // at build time instead: every workspace declares the same exact versions (sharedVersions.test.ts).
  const single = (pkg) => {
    if (pkg && !deps[pkg] && !uiDeps[pkg]) throw new Error(`${pkg} is not a dependency of ${appDir}`);
    return { singleton: true, requiredVersion: false };
  };
  return {
    react: single('react'),
    'react/': single('react'),
    'react-dom': single('react-dom'),
    'react-dom/': single('react-dom'),
    // React Router is shared through shared-ui's facade (shared-ui/router.ts), not whole.
    'shared-ui/router': single(),
    'react-redux': single('react-redux'),
    '@reduxjs/toolkit': single('@reduxjs/toolkit'),
    '@reduxjs/toolkit/': single('@reduxjs/toolkit'),
    'shared-ui': single(),
    dompurify: single('dompurify'),
  };
}

/**
 * The federation runtime's packages ship both ES module and CommonJS builds, and the runtime-core
 * injection plugin requires the CommonJS ones: without these aliases the shell bundled both copies
 * of runtime-core and sdk (~180 KB of duplicate source). Every bare or subpath import of them
 * resolves to the ES module build instead.
 */
function federationRuntimeAliases() {
  const alias = {};
  for (const name of ['runtime-core', 'sdk', 'error-codes', 'runtime', 'runtime-tools', 'webpack-bundler-runtime']) {
    const dir = path.join(root, 'node_modules/@module-federation', name);
    const { exports } = require(path.join(dir, 'package.json'));
    for (const [sub, target] of Object.entries(exports ?? {})) {
      const file = target?.import?.default;
      if (typeof file === 'string' && file.endsWith('js'))
        alias[`@module-federation/${name}${sub.slice(1)}$`] = path.join(dir, file);
    }
  }
  return alias;
}

/**
 * @param {object} o
 * @param {string} o.dir       the app folder (__dirname of its webpack.config.js)
 * @param {string} o.name      federation name: the shell's or a remote's in the registry
 *   (contracts/src/registry), which gives a remote's exposes and every app's dev port
 * @param {string} [o.title]   page title of the app's own index.html (default: '<name> (standalone) – …')
 * @param {Record<string,string>} [o.exposes]  only for a stand-in of a registered remote (a browser
 *   test's fixture): its own files under the remote's expose names
 */
module.exports = function createAppConfig({ dir, name, title, exposes: standIn }) {
  const isShell = name === SHELL.name;
  if (!isShell && !isRemoteName(name))
    throw new Error(`${name} is not an app of the registry (contracts/src/registry)`);
  const exposes = isShell ? undefined : (standIn ?? REMOTES[name].exposes);
  const devPort = isShell ? SHELL.port : remotePort(name);
  return (env, argv) => {
    const production = argv.mode !== 'development';
    // Production CSS ships as files loaded beside each chunk: no CSS text parsed as JavaScript and
    // no <style> injection on the main thread, so first render is cheaper (and style-src needs no
    // 'unsafe-inline'). Dev keeps style-loader for quick reloads.
    const cssLoader = production ? MiniCssExtractPlugin.loader : 'style-loader';
    // A remote declares its contract, the shared ranges it needs and its build id in its manifests
    // (metaData.site); the shell checks them before loading it.
    const site = isShell ? undefined : buildContract({ name, dir });
    const buildId = site?.buildId ?? (process.env.BUILD_ID || defaultBuildId(name, dir));
    // The shell's manifest names its build id too: `npm start` installs each build under it.
    const manifest = manifestOption(site ?? { buildId });
    const outputPath = process.env.OUTPUT_PATH ? path.resolve(process.env.OUTPUT_PATH) : path.join(dir, 'dist');
    const shared = sharedConfig(dir);
    const alias = federationRuntimeAliases();
    const browser = {
      mode: production ? 'production' : 'development',
      entry: { main: path.join(dir, 'src/index.ts') },
      context: dir,
      // Production maps are written for error tracking but not linked from the bundles (no
      // sourceMappingURL comment); the site server refuses to serve them (site-server/src/plugins/staticFiles.ts).
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: outputPath,
        // The shell's HTML must load from / so deep links work; remotes resolve their own origin.
        publicPath: isShell ? '/' : 'auto',
        filename: production ? 'js/[name].[contenthash:8].js' : 'js/[name].js',
        chunkFilename: production ? 'js/[name].[contenthash:8].js' : 'js/[name].js',
        uniqueName: name,
        // The server build (server/) is written by its own compiler in the same run.
        clean: { keep: /^server\// },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        // Workspace packages (shared-ui, contracts) resolve to their real folders, outside
        // node_modules, so the TypeScript rule below compiles them.
        symlinks: true,
        alias,
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: { loader: 'ts-loader', options: { transpileOnly: true, configFile: path.join(dir, 'tsconfig.json') } },
          },
          {
            test: /\.module\.css$/,
            use: [
              cssLoader,
              {
                loader: 'css-loader',
                options: {
                  modules: {
                    localIdentName: production ? `${name}_[hash:base64:6]` : `${name}_[name]_[local]`,
                    namedExport: false,
                    exportLocalsConvention: 'as-is',
                  },
                },
              },
            ],
          },
          { test: /\.css$/, exclude: /\.module\.css$/, use: [cssLoader, 'css-loader'] },
          {
            test: /\.(svg|png|jpe?g|webp)$/,
            type: 'asset/resource',
            generator: { filename: 'assets/[name].[contenthash:8][ext]' },
          },
        ],
      },
      plugins: [
        new webpack.DefinePlugin({
          __BUILD_ID__: JSON.stringify(buildId),
          __DEV__: JSON.stringify(!production),
        }),
        new ModuleFederationPlugin({
          name,
          ...(exposes ? { filename: 'remoteEntry.js', exposes } : {}),
          manifest,
          dts: false,
          shareStrategy: 'loaded-first',
          shared,
          // The federation runtime ships once, in the shell; production remotes use the shell's copy
          // (~25 KB gzip saved per remote). A remote run alone in dev keeps its own.
          // target 'web' drops the runtime's Node.js script loader from the browser bundle.
          experiments: {
            optimization: { target: 'web' },
            ...(isShell ? { provideExternalRuntime: true } : production ? { externalRuntime: true } : {}),
          },
        }),
        new HtmlWebpackPlugin({
          template: path.join(root, 'scripts/webpack/index.html'),
          title: title ?? `${name} (standalone) – Noida Realty Advisors`,
          publicPath: '/',
          scriptLoading: 'defer',
          inject: 'head',
          favicon: path.join(root, 'scripts/webpack/favicon.svg'),
        }),
        // What the site's servers need at run time (segment owners, first-paint remotes, ports),
        // from the registry into dist/: production reads build output, never source.
        new SiteRegistryPlugin(),
        ...(production
          ? [
              new MiniCssExtractPlugin({
                filename: 'css/[name].[contenthash:8].css',
                chunkFilename: 'css/[name].[contenthash:8].css',
              }),
              new StylesInHeadPlugin(`${name}-styles`),
              new StartupPreloadsPlugin(),
              // The shell's page files, for the pages the site server renders (after the two above).
              ...(isShell ? [new PageAssetsPlugin()] : [new ReleaseChecksPlugin(releaseChecksSource(dir))]),
              new PrecompressPlugin(),
            ]
          : []),
      ],
      optimization: {
        moduleIds: 'deterministic',
        // One style sheet per app: one request (linked from the shell's HTML) instead of one per chunk.
        // A remote's holds its CSS modules only: the site's global sheet (tokens, base rules) that its
        // standalone entry imports stays in that entry's own file, or every page would load a second,
        // possibly older copy of it (scripts/lint/cssScope.cjs checks the sheet).
        splitChunks: production
          ? {
              cacheGroups: {
                styles: {
                  name: `${name}-styles`,
                  type: 'css/mini-extract',
                  ...(isShell ? {} : { test: /\.module\.css$/ }),
                  chunks: 'all',
                  enforce: true,
                },
              },
            }
          : undefined,
      },
      performance: { hints: false },
      devServer: {
        port: devPort,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        // /runtime-config.json: the sample site settings with every remote's dev server (registry).
        static: false,
        setupMiddlewares: (middlewares) => [
          { name: 'runtime-config', path: '/runtime-config.json', middleware: devRuntimeConfig() },
          ...middlewares,
        ],
        proxy: [
          {
            context: ['/api', '/images'],
            target: `http://127.0.0.1:${process.env.API_PORT || SHELL.port + API.portOffset}`,
          },
        ],
        client: { overlay: { runtimeErrors: false } },
      },
      stats: 'errors-warnings',
    };
    if (!production) return browser;
    // Production builds both: the browser build and the server build the site server renders with.
    return [browser, createServerConfig({ dir, name, isShell, exposes, shared, alias, outputPath, buildId, manifest })];
  };
};
