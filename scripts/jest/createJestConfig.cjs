// Jest for the browser apps: ts-jest, a jsdom that has what React Router needs, CSS Modules as
// identity maps, and federated imports mapped to the owning remote's source.
const path = require('node:path');

module.exports = function createJestConfig(dir) {
  return {
    rootDir: dir,
    testEnvironment: path.join(__dirname, 'jsdomEnvironment.cjs'),
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    setupFilesAfterEnv: [path.join(__dirname, 'setupTests.ts')],
    transform: {
      '^.+\\.tsx?$': ['ts-jest', { tsconfig: path.join(dir, 'tsconfig.json'), diagnostics: false }],
    },
    moduleNameMapper: {
      '\\.css$': 'identity-obj-proxy',
      '\\.(svg|png|jpe?g|webp)$': path.join(__dirname, 'fileStub.cjs'),
      '^shared-ui$': path.join(__dirname, '../../shared-ui/src/index.ts'),
      '^shared-ui/router$': path.join(__dirname, '../../shared-ui/router.ts'),
    },
    globals: { __BUILD_ID__: 'test', __DEV__: false },
  };
};
