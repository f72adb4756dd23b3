export { leadsApi } from './leadsEndpoints';
