export { listingsApi } from './listingsEndpoints';
