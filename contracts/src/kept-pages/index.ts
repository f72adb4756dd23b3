export * from './clientShareCache';
