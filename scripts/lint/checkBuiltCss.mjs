#!/usr/bin/env node
// Checks the style sheets a remote build gives the site (those its mf-manifest.json's exposes name;
// every `<dist>/css/*.css` without one): every selector must start within the remote's own elements
// (a class `<remote name>_…`), see cssScope.cjs. Exit 1 listing the offenders.
//   node scripts/lint/checkBuiltCss.mjs remote-finance/dist finance
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { unscopedInDist, formatUnscoped } = require('./cssScope.cjs');

const [dist, remote] = process.argv.slice(2);
if (!dist || !remote) {
  console.error('usage: node scripts/lint/checkBuiltCss.mjs <dist folder> <remote name>');
  process.exit(2);
}
const found = unscopedInDist(path.resolve(dist), remote);
if (found.length > 0) {
  console.error(
    `${dist}: ${found.length} selector(s) reach outside remote ${remote} (each must start with a class ${remote}_…):\n` +
      formatUnscoped(found),
  );
  process.exit(1);
}
console.log(`${dist}: every selector of remote ${remote}'s style sheets starts within its own elements`);
