module.exports = require('../scripts/jest/createJestConfig.cjs')(__dirname);
