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
