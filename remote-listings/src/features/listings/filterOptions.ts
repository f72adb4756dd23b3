import type { ListingKind } from '../listing-card';

/** Spec section 9: the filter panel's options, exact texts. */
export const STATUS_OPTIONS = ['New Launch', 'Resale', 'Upcomming'] as const;
export const COUNT_OPTIONS = ['1', '2', '3', '4', '5'] as const;
export const FURNISHING_OPTIONS = ['Full', 'Semi', 'None'] as const;
export const RESIDENTIAL_TYPES = ['Apartment', 'House', 'Condo', 'Villa', 'Townhouse'] as const;
export const COMMERCIAL_TYPES = ['Shop', 'Restaurant', 'Office', 'Showroom', 'Warehouse', 'Other'] as const;

export interface PriceBand {
  id: string;
  min: number;
  /** Inclusive; undefined for 500+ (at least 500). */
  max: number | undefined;
}

export const PRICE_BANDS: readonly PriceBand[] = [
  { id: '0-50', min: 0, max: 50 },
  { id: '51-100', min: 51, max: 100 },
  { id: '101-200', min: 101, max: 200 },
  { id: '201-500', min: 201, max: 500 },
  { id: '500+', min: 500, max: undefined },
];

export const SORT_OPTIONS = [
  { id: 'newest', label: 'Newest first' },
  { id: 'price_asc', label: 'Price: low to high' },
  { id: 'price_desc', label: 'Price: high to low' },
] as const;
export type SortId = (typeof SORT_OPTIONS)[number]['id'];

export const typesFor = (kind: ListingKind): readonly string[] => (kind === 'residential' ? RESIDENTIAL_TYPES : COMMERCIAL_TYPES);

/** Every filter of both panels; a kind uses its own groups (residential rooms/bathrooms, commercial furnishing/washrooms). */
export interface ListingFilters {
  rooms: string[];
  bathrooms: string[];
  washrooms: string[];
  furnishing: string[];
  status: string[];
  price: string[];
  /** '' = every type. */
  type: string;
}

export type FilterGroup = 'rooms' | 'bathrooms' | 'washrooms' | 'furnishing' | 'status' | 'price';

export const EMPTY_FILTERS: ListingFilters = { rooms: [], bathrooms: [], washrooms: [], furnishing: [], status: [], price: [], type: '' };

/** The allowed values of each group: what the URL parser keeps and the panel offers. */
export const GROUP_VALUES: Readonly<Record<FilterGroup, readonly string[]>> = {
  rooms: COUNT_OPTIONS,
  bathrooms: COUNT_OPTIONS,
  washrooms: COUNT_OPTIONS,
  furnishing: FURNISHING_OPTIONS,
  status: STATUS_OPTIONS,
  price: PRICE_BANDS.map((b) => b.id),
};

export const GROUPS_FOR: Readonly<Record<ListingKind, readonly FilterGroup[]>> = {
  residential: ['rooms', 'bathrooms', 'status', 'price'],
  commercial: ['furnishing', 'washrooms', 'status', 'price'],
};
