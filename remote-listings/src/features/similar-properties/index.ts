export { SimilarProperties, SIMILAR_TITLE, NO_SIMILAR_TEXT, SIMILAR_RULE_TEXT } from './SimilarProperties';
export { SimilarPrefetch } from './SimilarPrefetch';
export { RelatedListings } from './RelatedListings';
export { useSimilarPropertiesQuery, type SimilarKind } from './similarEndpoints';
