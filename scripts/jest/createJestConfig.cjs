// Jest for the browser apps: ts-jest, a jsdom that has what React Router needs, CSS Modules as
// identity maps, and federated imports mapped to the owning remote's source.
const path = require('node:path');

// msw's ESM-only dependencies: jest on Node 20 cannot require ESM, so babel makes them CommonJS.
const ESM_ONLY = '(rettime|until-async|@open-draft/deferred-promise)';

module.exports = function createJestConfig(dir) {
  return {
    rootDir: dir,
    testEnvironment: path.join(__dirname, 'jsdomEnvironment.cjs'),
    // Resolve packages as Node does: jsdom's 'browser' condition would give msw its browser build.
    testEnvironmentOptions: { customExportConditions: [''] },
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    setupFilesAfterEnv: [path.join(__dirname, 'setupTests.ts')],
    transform: {
      '^.+\\.tsx?$': ['ts-jest', { tsconfig: path.join(dir, 'tsconfig.json'), diagnostics: false }],
      [`/node_modules/${ESM_ONLY}/.+\\.m?js$`]: [
        'babel-jest',
        { plugins: [require.resolve('@babel/plugin-transform-modules-commonjs')] },
      ],
    },
    transformIgnorePatterns: [`/node_modules/(?!${ESM_ONLY}/)`],
    moduleNameMapper: {
      '\\.css$': 'identity-obj-proxy',
      '\\.(svg|png|jpe?g|webp)$': path.join(__dirname, 'fileStub.cjs'),
      '^shared-ui$': path.join(__dirname, '../../shared-ui/src/index.ts'),
      '^shared-ui/router$': path.join(__dirname, '../../shared-ui/router.ts'),
      '^shared-ui/testing$': path.join(__dirname, '../../shared-ui/testing.ts'),
    },
    globals: { __BUILD_ID__: 'test', __DEV__: false },
  };
};
