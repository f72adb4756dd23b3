/**
 * The API's answers, with the spec's field names (site-spec sections 3 and 7).
 * `images` and `features` are JSON-encoded text holding arrays of strings, as the spec says.
 */
export type PropertyStatus = 'New Launch' | 'Resale' | 'Upcomming';
export type Furnishing = 'Full' | 'Semi' | 'None';

/** GET /api/latest-property → { properties: LatestListing[] } */
export interface LatestListing {
  id: number;
  images: string;
  price: number;
  property_title: string;
  description: string;
  slug: string;
  p_location: string;
  p_id: number;
  bathroom: number;
  area: number;
  room: number;
  property_status: PropertyStatus;
  location: string;
}

/** Item of property_list, best_property, genuine_deal, exclusive_deal. */
export interface PropertyListItem {
  id: number;
  p_id: number;
  p_location: string;
  slug: string;
  images: string;
  property_name: string;
  builder_name: string;
  title: string;
  location: string;
  description: string;
  price: number;
  property_status: PropertyStatus;
  property_type: string;
  room: number;
  bathroom: number;
  area: number;
  created_at: string;
  /** Commercial only. */
  furnishing?: Furnishing;
  washroom?: number;
  lift?: number;
  units?: number;
}

/** Item of property_detail (a list with one element for a known pid). */
export interface PropertyDetail {
  id: number;
  p_id: number;
  property_name: string;
  builder_name: string;
  title: string;
  location: string;
  address: string;
  images: string;
  created_at: string;
  updated_at: string;
  bedroom: number;
  bathroom: number;
  description: string;
  p_location: string;
  price: number;
  area: number;
  ownership: string;
  features: string;
  property_status: PropertyStatus;
  property_type: string;
  /** Commercial only. */
  lift?: number;
  washroom?: number;
  furnishing?: Furnishing;
}

export interface Blog {
  id: number;
  title: string;
  image: string;
  slug: string;
  description: string;
  created_at: string;
}

export interface City {
  id: number;
  city: string;
  slug: string;
}

export interface Location {
  id: number;
  location_name: string;
  slug: string;
}

/** Paging metadata that both list endpoints add when page/pageSize are sent. */
export interface PageInfo {
  total: number;
  page: number;
  pageSize: number;
}

export interface PropertyListResponse extends Partial<PageInfo> {
  status: number;
  property_list: PropertyListItem[];
  total: number;
}

export interface ApiError {
  statusCode: number;
  error: string;
  message: string;
  /** Per-field messages on a 400 from a write. */
  fields?: Record<string, string>;
}

/** Query parameters both list endpoints accept (all optional; repeated keys are comma lists). */
export interface ListingQuery {
  rooms?: string;
  bathrooms?: string;
  status?: string;
  price?: string;
  furnishing?: string;
  washrooms?: string;
  type?: string;
  q?: string;
  sort?: 'price_asc' | 'price_desc' | 'newest';
  page?: number;
  pageSize?: number;
}
