// Test helpers shared by every app's component tests (never imported by app code).
export * from './apiMock';
export { renderRoute, type RouteRenderOptions } from './renderRoute';
export { renderOnServer } from './renderOnServer';
