import { describeRemoteContract } from 'shared-ui/src/testing/remoteContract';

// `npm run build` runs this file first: a breaking change to what the shell loads fails here.
describeRemoteContract('listings', {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS webpack config, loaded as webpack loads it
  webpackConfig: require('../../webpack.config.js'),
  importExpose: (file) => import(`./${file}`),
  // What its imports from shared-ui need (the newest name it uses came in 1.9.0: ResponsivePicture, listing photos as <picture>).
  sharedUiRange: '^1.9.0',
});
