// Only state, rules and URL handling here: the page itself is lazy-loaded by the routes.
export * from './emiSlice';
export * from './emiRules';
export * from './emiQuery';
