const createAppConfig = require('../scripts/webpack/createAppConfig.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'shell',
  title: 'Noida Realty Advisors – Property in Noida & Delhi-NCR',
});
