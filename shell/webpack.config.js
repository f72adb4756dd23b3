const createAppConfig = require('../scripts/webpack/createAppConfig.cjs');

module.exports = createAppConfig({ dir: __dirname, name: 'shell', devPort: 3000, title: 'Noida Realty Advisors – Property in Noida & Delhi-NCR' });
