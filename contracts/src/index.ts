export * from './api';
export * from './listing-query';
export * from './registry';
