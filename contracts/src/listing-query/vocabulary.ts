import { FURNISHINGS, PROPERTY_STATUSES } from '../api/enums';

/**
 * The listing filter vocabulary, defined once (site-spec sections 5 and 9): the groups of the
 * filter panel and their options with the spec's exact texts, which groups each kind of listing
 * uses, the price bands, the property types, the sort keys and the page sizes. The visitor's URL
 * parser, the API's query schema and the filter panel are all built from these lists.
 */

export const LISTING_KINDS = ['residential', 'commercial'] as const;
export type ListingKind = (typeof LISTING_KINDS)[number];

/** Rooms, bathrooms and washrooms: 1 to 5. */
export const COUNT_VALUES = ['1', '2', '3', '4', '5'] as const;
export type CountValue = (typeof COUNT_VALUES)[number];

export interface PriceBand {
  /** The band as the URL, the API and the panel write it. */
  id: PriceBandId;
  /** Lakhs, inclusive. */
  min: number;
  /** Lakhs, inclusive; undefined for the open band (500+ means at least 500). */
  max: number | undefined;
}

export const PRICE_BAND_IDS = ['0-50', '51-100', '101-200', '201-500', '500+'] as const;
export type PriceBandId = (typeof PRICE_BAND_IDS)[number];

/** Spec section 9, in lakhs: 0-50, 51-100, 101-200, 201-500, 500+. */
export const PRICE_BANDS: readonly PriceBand[] = [
  { id: '0-50', min: 0, max: 50 },
  { id: '51-100', min: 51, max: 100 },
  { id: '101-200', min: 101, max: 200 },
  { id: '201-500', min: 201, max: 500 },
  { id: '500+', min: 500, max: undefined },
];

/** Inclusive on both bounds; the open band has no upper bound. */
export const inPriceBand = (price: number, band: Pick<PriceBand, 'min' | 'max'>): boolean =>
  price >= band.min && (band.max === undefined || price <= band.max);

/** The values each checkbox group may hold, in the panel's (and the URL's) order. */
export const GROUP_VALUES = {
  rooms: COUNT_VALUES,
  bathrooms: COUNT_VALUES,
  washrooms: COUNT_VALUES,
  furnishing: FURNISHINGS,
  status: PROPERTY_STATUSES,
  price: PRICE_BAND_IDS,
} as const;

export type FilterGroup = keyof typeof GROUP_VALUES;
export type GroupValue<G extends FilterGroup> = (typeof GROUP_VALUES)[G][number];
export const FILTER_GROUPS = Object.keys(GROUP_VALUES) as FilterGroup[];

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterGroupText {
  label: string;
  options: readonly FilterOption[];
}

const plain = (values: readonly string[]): FilterOption[] => values.map((value) => ({ value, label: value }));

/** What the panel shows for each group (spec section 9's texts). */
export const FILTER_GROUP_TEXT: Readonly<Record<FilterGroup, FilterGroupText>> = {
  rooms: { label: 'Rooms', options: COUNT_VALUES.map((value) => ({ value, label: `${value} BHK` })) },
  bathrooms: { label: 'Bathrooms', options: plain(COUNT_VALUES) },
  washrooms: { label: 'Washrooms', options: plain(COUNT_VALUES) },
  furnishing: { label: 'Furnishing', options: plain(FURNISHINGS) },
  status: { label: 'Status', options: plain(PROPERTY_STATUSES) },
  price: { label: 'Price (Lacs)', options: plain(PRICE_BAND_IDS) },
};

/** Residential: rooms, bathrooms, status, price. Commercial: furnishing, washrooms, status, price. */
export const GROUPS_FOR: Readonly<Record<ListingKind, readonly FilterGroup[]>> = {
  residential: ['rooms', 'bathrooms', 'status', 'price'],
  commercial: ['furnishing', 'washrooms', 'status', 'price'],
};

export const RESIDENTIAL_TYPES = ['Apartment', 'House', 'Condo', 'Villa', 'Townhouse'] as const;
export const COMMERCIAL_TYPES = ['Shop', 'Restaurant', 'Office', 'Showroom', 'Warehouse', 'Other'] as const;
export type PropertyType = (typeof RESIDENTIAL_TYPES)[number] | (typeof COMMERCIAL_TYPES)[number];

export const typesFor = (kind: ListingKind): readonly PropertyType[] =>
  kind === 'residential' ? RESIDENTIAL_TYPES : COMMERCIAL_TYPES;

/** Sort keys with the labels of the 'Sort by' select, in its order; no choice means newest. */
export const SORT_OPTIONS = [
  { id: 'newest', label: 'Newest first' },
  { id: 'price_asc', label: 'Price: low to high' },
  { id: 'price_desc', label: 'Price: high to low' },
] as const;
export type SortKey = (typeof SORT_OPTIONS)[number]['id'];
export const SORT_KEYS: readonly SortKey[] = SORT_OPTIONS.map((s) => s.id);
export const DEFAULT_SORT: SortKey = 'newest';

/** Cards a listing screen asks for per page ('Load more' fetches the next). */
export const LISTING_PAGE_SIZE = 12;
/** The API's page size when a caller sends a page but no size, and the most it serves at once. */
export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;
export const MAX_PAGE = 100_000;

/** The home search's type values (spec section 9: r and c) and the kind each names. */
export const SEARCH_TYPE_OF: Readonly<Record<ListingKind, 'r' | 'c'>> = { residential: 'r', commercial: 'c' };
export type SearchType = 'r' | 'c';
/** Spec section 9: the home search's cities. */
export const SEARCH_CITIES = ['Noida', 'Ghaziabad', 'Gurgaon', 'Gandhi Nagar'] as const;

export interface BudgetBand {
  id: string;
  /** The home gallery's button text. */
  label: string;
  min: number;
  /** undefined: open band ('Above 5* Cr' = 500 lakhs or more). */
  max: number | undefined;
}

/** The home Project Gallery's budget buttons (spec section 9: 0-50, 50-100, 100-500, above 500). */
export const BUDGET_BANDS: readonly BudgetBand[] = [
  { id: '0-50', label: '0 - 50* Lacs', min: 0, max: 50 },
  { id: '50-100', label: '50 - 1* Cr', min: 50, max: 100 },
  { id: '100-500', label: '1 - 5* Cr', min: 100, max: 500 },
  { id: '500+', label: 'Above 5* Cr', min: 500, max: undefined },
];
