export * from './securityHeaders';
