import { excerptFromHtml, parseJsonList } from 'shared-ui';
import { listingDetailPath, type LatestListing, type ListingPhoto, type PropertyListItem } from 'contracts/api';

/** What a listing card shows, whichever endpoint the listing came from. */
export interface CardListing {
  pId: number | string;
  pLocation: string;
  slug: string;
  /** First file name of the JSON-encoded `images`, or '' when there is none (URL: contracts' propertyImageUrl). */
  image: string;
  /** How many photos the listing has (its `photos`, else the entries of its JSON-encoded `images`). */
  photos: number;
  /** The first of the answer's responsive `photos`; null from an API that sends none (the card shows `image`). */
  picture: ListingPhoto | null;
  title: string;
  location: string;
  price: number | string | null | undefined;
  status: string;
  room: number | null;
  bathroom: number | null;
  area: number | null;
  /** Plain text, already shortened; '' when the card shows no description. */
  description: string;
}

export type ListingKind = 'residential' | 'commercial';

/** Spec section 9: description preview on cards. */
export const CARD_DESCRIPTION_LENGTH = 80;

const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const count = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  // NaN fails both comparisons.
  return typeof n === 'number' && n >= 0 && n < Infinity ? n : null;
};

/** Card data from a list item (search, category, curated, home gallery); tolerates garbage. */
export function cardFromListItem(item: Partial<PropertyListItem>, withDescription = false): CardListing {
  const images = parseJsonList(item.images);
  const pictures = Array.isArray(item.photos) ? item.photos : [];
  return {
    pId: count(item.p_id) ?? text(item.p_id),
    pLocation: text(item.p_location),
    slug: text(item.slug),
    image: images[0] ?? '',
    photos: pictures.length || images.length,
    picture: pictures[0] ?? null,
    title: text(item.title) || text(item.property_name),
    location: text(item.location),
    price: typeof item.price === 'number' || typeof item.price === 'string' ? item.price : null,
    status: text(item.property_status),
    room: count(item.room),
    bathroom: count(item.bathroom),
    area: count(item.area),
    description: withDescription ? excerptFromHtml(text(item.description), CARD_DESCRIPTION_LENGTH) : '',
  };
}

/** Card data from GET /api/latest-property (home cards show the description). */
export function cardFromLatest(item: Partial<LatestListing>): CardListing {
  return {
    ...cardFromListItem({ ...item, title: item.property_title } as Partial<PropertyListItem>, true),
  };
}

/** /residential/{p_location}/{slug}/{p_id} (or /commercial/...): the contracts' rule, which the sitemap uses too. */
export function detailPath(card: Pick<CardListing, 'pLocation' | 'slug' | 'pId'>, kind: ListingKind): string {
  return listingDetailPath({ citySlug: card.pLocation, slug: card.slug, id: card.pId }, kind);
}
