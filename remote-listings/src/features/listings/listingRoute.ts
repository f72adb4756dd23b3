import { slugToTitle, toSlug } from 'contracts/api';
import { SEARCH_TYPE_OF, type ListingKind } from 'contracts/listing-query';

export type ListingMode = 'search' | 'category';

export interface ListingRouteParams {
  propertyType?: string;
  cityname?: string;
  queryLocation?: string;
  builder?: string;
  queryCategory?: string;
}

/** What a listing URL asks for, validated; `problem` says why nothing can be listed. */
export interface ListingRoute {
  mode: ListingMode;
  kind: ListingKind;
  city: string;
  location: string;
  /** Builder / project search ('' = no name filter). */
  q: string;
  cityTitle: string;
  locationTitle: string;
  /** API path below /api/, or null when the URL cannot name anything we list. */
  apiPath: string | null;
  problem: string | null;
}

/** /project-listing has no parameters: Noida, the whole city, residential. */
export const DEFAULTS = { cityname: 'noida', queryLocation: 'all', propertyType: 'r', builder: 'all' } as const;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SLUG = 80;

function slugOrNull(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // Keep the raw text; it fails the slug test below.
  }
  const slug = toSlug(decoded);
  return slug.length > 0 && slug.length <= MAX_SLUG && SLUG.test(slug) ? slug : null;
}

/** Builder segment: 'all' = no name filter; otherwise its words, at most 100 characters. */
function searchTerm(raw: string | undefined): string {
  if (!raw) return '';
  let text: string;
  try {
    text = decodeURIComponent(raw);
  } catch {
    return '';
  }
  const t = text.trim().toLowerCase();
  if (t === '' || t === 'all') return '';
  return toSlug(t.replace(/[^\p{L}\p{N}\s-]+/gu, ' '))
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 100);
}

export function resolveListingRoute(mode: ListingMode, params: ListingRouteParams): ListingRoute {
  const p = mode === 'search' ? { ...DEFAULTS, ...stripUndefined(params) } : params;
  const kind: ListingKind =
    mode === 'search'
      ? p.propertyType === 'r'
        ? 'residential'
        : 'commercial'
      : p.queryCategory === 'residential'
        ? 'residential'
        : 'commercial';
  const city = slugOrNull(p.cityname);
  const location = p.queryLocation === 'all' ? 'all' : slugOrNull(p.queryLocation);
  const q = mode === 'search' ? searchTerm(p.builder) : '';
  const base = {
    mode,
    kind,
    city: city ?? '',
    location: location ?? 'all',
    q,
    cityTitle: city ? slugToTitle(city) : '',
    locationTitle: location && location !== 'all' ? slugToTitle(location) : '',
  };
  if (!city) return { ...base, apiPath: null, problem: `'${clip(p.cityname)}' is not a city we can list.` };
  if (!location)
    return { ...base, apiPath: null, problem: `'${clip(p.queryLocation)}' is not a location we can list.` };
  const apiPath =
    mode === 'search'
      ? `property_list/${city}/${location}/${SEARCH_TYPE_OF[kind]}`
      : `property-category/${city}/${location}/${kind}`;
  return { ...base, apiPath, problem: null };
}

const clip = (s: string | undefined) => (s ?? '').slice(0, 40);

function stripUndefined(params: ListingRouteParams): ListingRouteParams {
  return Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined)) as ListingRouteParams;
}

/** The search page of a city (and location), keeping the kind: where the panel's dropdowns go. */
export function searchPath(kind: ListingKind, city: string, location = 'all'): string {
  const seg = (s: string) => encodeURIComponent(toSlug(s) || 'all');
  return `/search-property/${SEARCH_TYPE_OF[kind]}/${seg(city)}/${seg(location)}/all`;
}

/** Place name for headings and SEO: 'Sector 150, Noida' or 'Noida'. */
export function placeName(route: Pick<ListingRoute, 'cityTitle' | 'locationTitle'>): string {
  if (!route.cityTitle) return '';
  return route.locationTitle ? `${route.locationTitle}, ${route.cityTitle}` : route.cityTitle;
}
