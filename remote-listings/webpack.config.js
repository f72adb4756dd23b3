const createAppConfig = require('../scripts/webpack/createAppConfig.cjs');
const { exposes } = require('./federation.config.cjs');

module.exports = createAppConfig({ dir: __dirname, name: 'listings', exposes, devPort: 3001, title: 'listings (standalone) – Noida Realty Advisors' });
