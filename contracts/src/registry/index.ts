export { API, REMOTES, SHELL, type RemoteSpec } from './sites';
export * from './lookup';
export {
  REMOTE_CONTRACT_VERSION,
  CONTRACTS_VERSION,
  CONTRACT_PROMISES,
  promisedOf,
  type BuildContract,
  type RemotePromise,
} from './contract';
