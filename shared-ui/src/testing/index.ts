// Test helpers shared by every app's component tests (never imported by app code).
export * from './apiMock';
