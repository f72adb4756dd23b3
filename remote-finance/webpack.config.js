const createAppConfig = require('../scripts/webpack/createAppConfig.cjs');
const { exposes } = require('./federation.config.cjs');

module.exports = createAppConfig({ dir: __dirname, name: 'finance', exposes, devPort: 3003, title: 'finance (standalone) – Noida Realty Advisors' });
