// What this remote exposes; checked against shared-ui's REMOTE_EXPOSES by a contract test.
module.exports = {
  exposes: {
    './routes': './src/exposes/routes.tsx',
    './Testimonials': './src/exposes/Testimonials.tsx',
    './NewsFeed': './src/exposes/NewsFeed.tsx',
  },
};
