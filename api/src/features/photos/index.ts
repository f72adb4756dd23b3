/**
 * The photos feature's public face for other features: the variants' encoder (the seed's raster
 * scenes use the same settings) and the rows (the public listing answers read a listing's photos).
 */
export { encode as encodeVariant } from './variants';
export { insertPhoto, type Db, type Photo } from './repository';
