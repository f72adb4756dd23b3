import type { Crumb } from 'shared-ui';
import { htmlToText } from 'shared-ui';
import { nearestJpeg, propertyImageUrl, regionOfCity, SAMPLE_RERA_NOTE, slugToTitle } from 'contracts/api';
import type { DetailView, PropertyKind, Rera } from './parseDetail';

/** Prices are stored in lakhs; one lakh is 100000 rupees. */
export const RUPEES_PER_LAKH = 100000;
const DESCRIPTION_LIMIT = 300;

function absolute(origin: string, path: string): string {
  return `${origin.replace(/\/$/, '')}${path}`;
}

/**
 * Where the listing is: its own locality, address, city and the city's region, and nothing else.
 * No postal code: the page's 'Zip Code 110024' is the spec's fixed display text (a Delhi PIN), not
 * the listing's; a region is stated only for a city whose region is known.
 */
function listingPlace(detail: DetailView): Record<string, unknown> {
  return {
    '@type': 'Place',
    name: detail.location || undefined,
    address: {
      '@type': 'PostalAddress',
      streetAddress: detail.address || undefined,
      addressLocality: detail.citySlug ? slugToTitle(detail.citySlug) : undefined,
      addressRegion: regionOfCity(detail.citySlug),
      addressCountry: 'IN',
    },
  };
}

/** The RERA registration as a schema.org PropertyValue; a sample number says it is one. */
function reraIdentifier(rera: Rera): Record<string, unknown> {
  return {
    '@type': 'PropertyValue',
    propertyID: 'RERA',
    name: 'RERA registration number',
    value: rera.number,
    ...(rera.sample ? { description: SAMPLE_RERA_NOTE } : {}),
  };
}

/** schema.org RealEstateListing for one listing, with its price as an Offer in INR. */
export function listingJsonLd(
  detail: DetailView,
  kind: PropertyKind,
  pageUrl: string,
  origin: string,
): Record<string, unknown> {
  const description = htmlToText(detail.descriptionHtml).slice(0, DESCRIPTION_LIMIT);
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: detail.name,
    url: pageUrl,
    category: kind === 'residential' ? 'Residential' : 'Commercial',
  };
  if (description) data.description = description;
  // Search engines take raster pictures: each photo's JPEG nearest 1200 px when the answer has them.
  const jpegs = detail.photos.flatMap((p) => nearestJpeg(p.sources, 1200)?.url ?? []);
  if (jpegs.length > 0) data.image = jpegs.map((url) => absolute(origin, url));
  else if (detail.images.length > 0) data.image = detail.images.map((f) => absolute(origin, propertyImageUrl(f)));
  if (detail.createdAt && !Number.isNaN(Date.parse(detail.createdAt))) data.datePosted = detail.createdAt;
  if (detail.location || detail.citySlug) data.contentLocation = listingPlace(detail);
  if (detail.rera) data.identifier = reraIdentifier(detail.rera);
  if (detail.price !== null) {
    data.offers = {
      '@type': 'Offer',
      price: Math.round(detail.price * RUPEES_PER_LAKH),
      priceCurrency: 'INR',
      availability: 'https://schema.org/InStock',
      url: pageUrl,
    };
  }
  return data;
}

/** schema.org BreadcrumbList for the page's breadcrumb; the last crumb is the page itself. */
export function breadcrumbJsonLd(crumbs: Crumb[], pageUrl: string, origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.label,
      item: i === crumbs.length - 1 || !c.to ? pageUrl : absolute(origin, c.to),
    })),
  };
}
