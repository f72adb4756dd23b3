// Only state and rules here: the page itself is lazy-loaded by the routes.
export * from './eligibilitySlice';
export * from './eligibilityRules';
