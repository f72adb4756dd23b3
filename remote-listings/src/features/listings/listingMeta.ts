import type { ListingKind } from 'contracts/listing-query';
import type { Crumb } from 'shared-ui';
import { placeName, type ListingRoute } from './listingRoute';

const SITE = 'Noida Realty Advisors';

/** '1 property', '12 properties': the toolbar's live count and the drawer's 'Show n properties'. */
export const propertyCount = (n: number): string => `${n} ${n === 1 ? 'property' : 'properties'}`;

export const kindLabel = (kind: ListingKind): string =>
  kind === 'residential' ? 'Residential Property' : 'Commercial Property';

/** SEO title, description and keywords naming the place being listed (the original always said Noida). */
export function listingMeta(route: ListingRoute): { title: string; description: string; keywords: string } {
  const place = placeName(route) || 'Delhi-NCR';
  const what = kindLabel(route.kind);
  const lower = what.toLowerCase();
  const searchWords = route.q ? ` matching '${route.q.replace(/-/g, ' ')}'` : '';
  return {
    title: `${what} in ${place}${searchWords} | Project Listing – ${SITE}`,
    description: `Browse verified ${lower} listings in ${place}${searchWords}: filter by ${route.kind === 'residential' ? 'rooms, bathrooms' : 'furnishing, washrooms'}, status and budget, compare prices and contact ${SITE} for site visits and legal help.`,
    keywords: [
      `${lower} in ${place}`,
      `property in ${route.cityTitle || place}`,
      route.kind === 'residential' ? `flats in ${place}` : `office space in ${place}`,
      `new launch ${place}`,
      `resale property ${place}`,
    ].join(', '),
  };
}

/** The banner's title and breadcrumb: search mode under 'Property Listing', category mode under its kind. */
export function listingBanner(route: ListingRoute): { title: string; crumbs: Crumb[] } {
  const place = placeName(route) || 'Unknown city';
  const home: Crumb = { label: 'Home', to: '/' };
  if (route.mode === 'search') {
    return {
      title: 'PROJECT LISTING',
      crumbs: [home, { label: 'Property Listing', to: '/project-listing' }, { label: place }],
    };
  }
  const what = kindLabel(route.kind);
  const kindCrumb: Crumb = { label: what, to: `/property/${route.city || 'noida'}/all/${route.kind}` };
  return { title: what.toUpperCase(), crumbs: [home, kindCrumb, { label: place }] };
}
