// Test helpers for every app's component tests: API mocks built from the contract (msw). Never bundled.
export * from './src/testing';
