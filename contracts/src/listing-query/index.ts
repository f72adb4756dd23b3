export * from './vocabulary';
export * from './query';
export * from './apiSchema';
export * from './chips';
