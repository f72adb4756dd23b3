export { accountsApi } from './accountsEndpoints';
