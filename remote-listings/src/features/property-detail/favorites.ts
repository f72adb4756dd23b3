/**
 * Favourite listings are stored by shared-ui (shared-ui/src/favorites): one storage key and one
 * change event for this page's Favorite button, the shortlist page and the header's count.
 */
export {
  browserStorage,
  FAVORITES_KEY,
  favoriteKey,
  isFavorite,
  MAX_FAVORITES,
  readFavorites,
  toggleFavorite,
  type StorageLike,
} from 'shared-ui';
