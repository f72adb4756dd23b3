export { API, REMOTES, SHELL, type RemoteSpec } from './sites';
export * from './lookup';
