import { parseJsonList } from 'shared-ui';
import type { Furnishing, PropertyStatus } from 'contracts/api';

/** Which of the two detail pages (and API paths) a listing belongs to. */
export type PropertyKind = 'residential' | 'commercial';

/**
 * A property detail as the pages use it: every field checked, so an answer with missing or
 * wrongly typed fields renders as blanks, never as NaN, 'undefined' or a crash.
 */
export interface DetailView {
  pid: number;
  name: string;
  builder: string;
  title: string;
  location: string;
  address: string;
  /** City slug of the listing ('gandhi-nagar'); '' when the answer had none or a bad one. */
  citySlug: string;
  images: string[];
  features: string[];
  createdAt: string;
  updatedAt: string;
  bedroom: number | null;
  bathroom: number | null;
  /** Lakhs; null when missing or not a non-negative number. */
  price: number | null;
  area: number | null;
  descriptionHtml: string;
  status: PropertyStatus | '';
  type: string;
  ownership: string;
  lift: number | null;
  washroom: number | null;
  furnishing: Furnishing | '';
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
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Image file names as the API stores them: no paths, no URLs, nothing to escape. */
const FILE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*\.(?:svg|png|jpe?g|webp|gif|avif)$/i;
const STATUSES: readonly PropertyStatus[] = ['New Launch', 'Resale', 'Upcomming'];
const FURNISHINGS: readonly Furnishing[] = ['Full', 'Semi', 'None'];

/** The URL's pid: a positive integer written plainly ('12'), or null ('0', '12a', '1e3', '-4'). */
export function parsePid(raw: string | null | undefined): number | null {
  if (typeof raw !== 'string' || !PID_PATTERN.test(raw)) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) ? n : null;
}

/** A city or listing slug, or '' when it is not one (keeps odd URL text out of links). */
export function cleanSlug(value: unknown): string {
  return typeof value === 'string' && SLUG_PATTERN.test(value) ? value : '';
}

/** Image file names from a JSON-encoded list, dropping anything that is not a plain file name. */
export function imageFiles(value: unknown): string[] {
  return parseJsonList(value).filter((f) => FILE_PATTERN.test(f));
}

export function propertyImageUrl(file: string): string {
  return `/images/property/${encodeURIComponent(file)}`;
}

export const FALLBACK_IMAGE = '/images/property/fallback.svg';

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

function count(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : null;
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[]): T | '' {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : '';
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/** One item of `property_detail`, or null when it is not a listing at all (no valid p_id). */
export function toDetailView(raw: unknown): DetailView | null {
  const r = asRecord(raw);
  if (!r) return null;
  const pid = typeof r.p_id === 'number' ? r.p_id : parsePid(text(r.p_id));
  if (pid === null || !Number.isSafeInteger(pid) || pid < 1) return null;
  return {
    pid,
    name: text(r.property_name) || text(r.title) || `Property ${pid}`,
    builder: text(r.builder_name),
    title: text(r.title),
    location: text(r.location),
    address: text(r.address),
    citySlug: cleanSlug(r.p_location),
    images: imageFiles(r.images),
    features: parseJsonList(r.features).map((f) => f.trim()).filter(Boolean),
    createdAt: text(r.created_at),
    updatedAt: text(r.updated_at),
    bedroom: count(r.bedroom),
    bathroom: count(r.bathroom),
    price: count(r.price),
    area: count(r.area),
    descriptionHtml: typeof r.description === 'string' ? r.description : '',
    status: oneOf(r.property_status, STATUSES),
    type: text(r.property_type),
    ownership: text(r.ownership),
    lift: count(r.lift),
    washroom: count(r.washroom),
    furnishing: oneOf(r.furnishing, FURNISHINGS),
  };
}

/** The answer `{ property_detail: [item] }`: the first valid item, or null (unknown listing). */
export function detailFromAnswer(data: unknown): DetailView | null {
  const list = asRecord(data)?.property_detail;
  if (!Array.isArray(list)) return null;
  for (const item of list) {
    const view = toDetailView(item);
    if (view) return view;
  }
  return null;
}

/** The best-property answer: items usable as links, and only when its status is 200 (spec). */
export function featuredFromAnswer(data: unknown): FeaturedItem[] {
  const r = asRecord(data);
  if (!r || r.status !== 200 || !Array.isArray(r.best_property)) return [];
  const out: FeaturedItem[] = [];
  for (const raw of r.best_property) {
    const item = asRecord(raw);
    if (!item) continue;
    const pid = typeof item.p_id === 'number' && Number.isSafeInteger(item.p_id) && item.p_id > 0 ? item.p_id : null;
    const citySlug = cleanSlug(item.p_location);
    const slug = cleanSlug(item.slug);
    if (pid === null || !citySlug || !slug) continue;
    out.push({ pid, citySlug, slug, name: text(item.property_name) || text(item.title) || `Property ${pid}`, image: imageFiles(item.images)[0] ?? '' });
  }
  return out;
}

export function residentialPath(citySlug: string, slug: string, pid: number): string {
  return `/residential/${citySlug}/${slug}/${pid}`;
}
