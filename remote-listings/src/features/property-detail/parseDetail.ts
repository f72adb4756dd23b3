import { parseJsonList } from 'shared-ui';
import {
  isSlug,
  RERA_NUMBER_PATTERN,
  type Furnishing,
  type ListingPhoto,
  type PropertyDetail,
  type PropertyDetailAnswer,
  type PropertyListItem,
  type PropertyStatus,
} from 'contracts/api';

/** Which of the two detail pages (and API paths) a listing belongs to. */
export type PropertyKind = 'residential' | 'commercial';

/**
 * A property detail as the pages use it. The answer was checked against the contract on arrival
 * (detailEndpoints); what is left here is turning it into display values: the JSON-encoded
 * `images` and `features` decoded, odd text kept out of links and image URLs (contracts' propertyImageUrl), blanks for what a
 * residential listing has not got.
 */
export interface DetailView {
  pid: number;
  name: string;
  builder: string;
  title: string;
  location: string;
  address: string;
  /** City slug of the listing ('gandhi-nagar'); '' when the answer had a bad one. */
  citySlug: string;
  /** The listing's own slug; '' when the answer had none or a bad one. */
  slug: string;
  images: string[];
  /** The answer's responsive pictures ([] from an API that sends none: the pages show `images`). */
  photos: ListingPhoto[];
  features: string[];
  createdAt: string;
  updatedAt: string;
  bedroom: number | null;
  bathroom: number | null;
  /** Lakhs; null when not a non-negative number. */
  price: number | null;
  area: number | null;
  descriptionHtml: string;
  status: PropertyStatus | '';
  type: string;
  ownership: string;
  lift: number | null;
  washroom: number | null;
  furnishing: Furnishing | '';
  /** Where the listing is (WGS 84 degrees); null when the answer had none: no map then. */
  latitude: number | null;
  longitude: number | null;
  /** The project's RERA registration; `sample`: made up for the sample data (the page says so). Null: none known. */
  rera: Rera | null;
}

export interface Rera {
  number: string;
  sample: boolean;
}

/** The answer's RERA number when it looks like one; a sample unless the answer says it is not. */
export function reraOf(d: Pick<PropertyDetail, 'rera_number' | 'rera_sample'>): Rera | null {
  const number = d.rera_number?.trim() ?? '';
  if (!RERA_NUMBER_PATTERN.test(number)) return null;
  // A number not said to be real is shown as a sample: a visitor is never told a made-up one is real.
  return { number, sample: d.rera_sample !== false };
}

/** A featured listing for the residential sidebar. */
export interface FeaturedItem {
  pid: number;
  name: string;
  citySlug: string;
  slug: string;
  image: string;
}

const PID_PATTERN = /^[1-9]\d{0,14}$/;
/** Image file names as the API stores them: no paths, no URLs, nothing to escape. */
const FILE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*\.(?:svg|png|jpe?g|webp|gif|avif)$/i;

/** The URL's pid: a positive integer written plainly ('12'), or null ('0', '12a', '1e3', '-4'). */
export function parsePid(raw: string | null | undefined): number | null {
  if (typeof raw !== 'string' || !PID_PATTERN.test(raw)) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) ? n : null;
}

/** A city or listing slug, or '' when it is not one (keeps odd URL text out of links). */
export function cleanSlug(value: unknown): string {
  return typeof value === 'string' && isSlug(value) ? value : '';
}

/** Image file names from a JSON-encoded list, dropping anything that is not a plain file name. */
export function imageFiles(value: unknown): string[] {
  return parseJsonList(value).filter((f) => FILE_PATTERN.test(f));
}

/** A count or amount for display: null when negative (never shown as '-3 sqft'). */
function amount(value: number | undefined): number | null {
  return value !== undefined && Number.isFinite(value) && value >= 0 ? value : null;
}

const nameOf = (item: { p_id: number; property_name: string; title: string }) =>
  item.property_name.trim() || item.title.trim() || `Property ${item.p_id}`;

/** One item of `property_detail`, as the pages show it. */
export function toDetailView(d: PropertyDetail): DetailView {
  return {
    pid: d.p_id,
    name: nameOf(d),
    builder: d.builder_name.trim(),
    title: d.title.trim(),
    location: d.location.trim(),
    address: d.address.trim(),
    citySlug: cleanSlug(d.p_location),
    slug: cleanSlug(d.slug),
    images: imageFiles(d.images),
    photos: d.photos ?? [],
    features: parseJsonList(d.features)
      .map((f) => f.trim())
      .filter(Boolean),
    createdAt: d.created_at.trim(),
    updatedAt: d.updated_at.trim(),
    bedroom: amount(d.bedroom),
    bathroom: amount(d.bathroom),
    price: amount(d.price),
    area: amount(d.area),
    descriptionHtml: d.description,
    status: d.property_status,
    type: d.property_type.trim(),
    ownership: d.ownership.trim(),
    lift: amount(d.lift),
    washroom: amount(d.washroom),
    furnishing: d.furnishing ?? '',
    latitude: d.latitude ?? null,
    longitude: d.longitude ?? null,
    rera: reraOf(d),
  };
}

/** The answer `{ property_detail: [item] }`: its listing, or null when the list is empty (unknown listing). */
export function detailFromAnswer(answer: PropertyDetailAnswer): DetailView | null {
  const item = answer.property_detail[0];
  return item ? toDetailView(item) : null;
}

/** Best-property items usable as links (a plain city slug and listing slug); the others are left out. */
export function featuredItems(items: readonly PropertyListItem[]): FeaturedItem[] {
  const out: FeaturedItem[] = [];
  for (const item of items) {
    const citySlug = cleanSlug(item.p_location);
    const slug = cleanSlug(item.slug);
    if (item.p_id < 1 || !citySlug || !slug) continue;
    out.push({ pid: item.p_id, citySlug, slug, name: nameOf(item), image: imageFiles(item.images)[0] ?? '' });
  }
  return out;
}

export function residentialPath(citySlug: string, slug: string, pid: number): string {
  return `/residential/${citySlug}/${slug}/${pid}`;
}
