// Jest for Stryker's copy of a browser workspace (.stryker-tmp/<workspace>/sandbox-*/): the same
// setup as createJestConfig, but TypeScript settings come from the workspace itself, because the
// copy's tsconfig extends '../tsconfig.base.json', which does not exist beside the copy.
const path = require('node:path');
const createJestConfig = require('./createJestConfig.cjs');

module.exports = function createStrykerJestConfig(sandboxDir, workspace) {
  const config = createJestConfig(sandboxDir);
  const tsconfig = path.join(__dirname, '../..', workspace, 'tsconfig.json');
  config.transform = { ...config.transform, '^.+\\.tsx?$': ['ts-jest', { tsconfig, diagnostics: false }] };
  // Only the unit tests (*.test.ts): the pure modules must be pinned by their own tests, and a
  // mutant of a module-level constant would otherwise re-run every page test, for hours on 2 cores.
  config.testMatch = ['<rootDir>/src/**/*.test.ts'];
  return config;
};
