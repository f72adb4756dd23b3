import { listingApiQuerySchema, type ListingApiQuery, type SortKey } from 'contracts/listing-query';

/**
 * Query parameters of both list endpoints. The schema and its vocabulary (groups, price bands,
 * statuses, furnishings, sort keys, page sizes) are the contracts' (`contracts/listing-query`),
 * the same the listing screens build their requests from; this module only names them for the
 * routes and the repository.
 */
export const listingQuerySchema = listingApiQuerySchema;
export type ListingQuery = ListingApiQuery;
export type Sort = SortKey;
export { DEFAULT_PAGE_SIZE } from 'contracts/listing-query';
