// Stryker runs the tests in a copy of this workspace under .stryker-tmp/, where '../' is not the
// repository: walk up to the folder that holds the shared jest setup.
const fs = require('node:fs');
const path = require('node:path');

let repo = path.dirname(__dirname);
while (!fs.existsSync(path.join(repo, 'scripts/jest/createStrykerJestConfig.cjs'))) {
  if (path.dirname(repo) === repo)
    throw new Error('scripts/jest/createStrykerJestConfig.cjs not found above ' + __dirname);
  repo = path.dirname(repo);
}
module.exports = require(path.join(repo, 'scripts/jest/createStrykerJestConfig.cjs'))(__dirname, 'shared-ui');
