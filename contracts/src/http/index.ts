export * from './securityHeaders';
export * from './encoding';
export * from './requestId';
export * from './origin';
