// Only state, rules and URL handling here: the page itself is lazy-loaded by the routes.
export * from './eligibilitySlice';
export * from './eligibilityRules';
export * from './eligibilityQuery';
