/**
 * The properties feature's public face for other features: the condition that makes a listing
 * public (the sitemap, compare and the desk's own reads agree with the public lists on it), and
 * the reading of a listing's point.
 */
export { PUBLISHED } from './repository';
export { coordinates } from './mappers';
