/**
 * API tests: ts-jest in transpile-only mode (isolatedModules; `npm run typecheck` does the type
 * checking), node environment. Jest's module runtime is CommonJS, so tests compile to CommonJS
 * (tsconfig.jest.json); the contracts package's TypeScript sources are compiled the same way.
 */
/**
 * ESM-only packages in the server's dependency tree (content-disposition 3 via @fastify/static,
 * cookie 1 via light-my-request). Node 20 loads them through require(esm); jest's module runtime
 * cannot, so jest compiles them to CommonJS.
 */
const ESM_PACKAGES = ['content-disposition', 'cookie'];

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json' }],
    [`/node_modules/(${ESM_PACKAGES.join('|')})/.+\\.js$`]: [
      'ts-jest',
      { tsconfig: { allowJs: true, module: 'commonjs', target: 'es2022', isolatedModules: true } },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  // Each test file builds its own app on its own temporary database; PostgreSQL runs need room.
  testTimeout: 30000,
};
