export { ListingCard } from './ListingCard';
export { useFavorite } from './useFavorite';
export {
  cardFromLatest,
  cardFromListItem,
  detailPath,
  CARD_DESCRIPTION_LENGTH,
  type CardListing,
  type ListingKind,
} from './cardModel';
export { formatPricePerSqft, pricePerSqft } from './pricePerSqft';
export { DETAIL_MAIN_SIZES, HOME_GRID_SIZES, LISTING_GRID_SIZES, THREE_COLUMN_SIZES, THUMB_SIZES } from './imageSizes';
