// What this remote exposes; checked against shared-ui's REMOTE_EXPOSES by a contract test.
module.exports = {
  exposes: {
    './routes': './src/exposes/routes.tsx',
    './SearchForm': './src/exposes/SearchForm.tsx',
    './LatestListings': './src/exposes/LatestListings.tsx',
    './BudgetGallery': './src/exposes/BudgetGallery.tsx',
    './PopularProperties': './src/exposes/PopularProperties.tsx',
  },
};
