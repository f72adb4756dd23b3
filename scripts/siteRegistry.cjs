// The remote registry (contracts/src/registry, TypeScript) for plain-JS tools: webpack configs and
// the scripts. Node 20 runs no TypeScript itself; tsx's CommonJS API compiles the registry in
// memory on require (esbuild, no build step, no generated copy to keep in step), and since the
// registry is plain data with no imports, that is all it compiles. ES modules use
// `createRequire(import.meta.url)('./siteRegistry.cjs')`, which keeps the load synchronous.
// Under Jest (a contract test loading a webpack config) ts-jest already compiles TypeScript and
// Jest's own module registry, not Node's, loads files: there a plain require is the way.
const path = require('node:path');

const registry = path.join(__dirname, '../contracts/src/registry/index.ts');
/* global jest */
module.exports = typeof jest === 'undefined' ? require('tsx/cjs/api').require(registry, __filename) : require(registry);
