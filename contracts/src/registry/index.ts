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
export { LISTING_QUERY_PARAMS, ROUTE_QUERY_PARAMS, queryParamsRead, canonicalPagePath } from './routeQuery';
