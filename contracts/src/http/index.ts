export * from './securityHeaders';
export * from './encoding';
