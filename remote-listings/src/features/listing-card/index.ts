export { ListingCard } from './ListingCard';
export {
  cardFromLatest,
  cardFromListItem,
  detailPath,
  imageUrl,
  CARD_DESCRIPTION_LENGTH,
  FALLBACK_IMAGE,
  type CardListing,
  type ListingKind,
} from './cardModel';
