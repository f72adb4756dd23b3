// zod's configuration first: object schemas read it when they are built.
import './zodConfig';
export * from './enums';
export * from './listings';
export * from './places';
export * from './blogs';
export * from './answers';
export * from './enquiry';
export * from './storableText';
export * from './projectNames';
export * from './slug';
