// Name, exposes and dev port come from the registry (contracts/src/registry).
const createAppConfig = require('../scripts/webpack/createAppConfig.cjs');

module.exports = createAppConfig({ dir: __dirname, name: 'staff' });
