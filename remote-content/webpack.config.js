const createAppConfig = require('../scripts/webpack/createAppConfig.cjs');
const { exposes } = require('./federation.config.cjs');

module.exports = createAppConfig({ dir: __dirname, name: 'content', exposes, devPort: 3002, title: 'content (standalone) – Noida Realty Advisors' });
