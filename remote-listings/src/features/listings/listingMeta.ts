import type { ListingKind } from 'contracts/listing-query';
import { pageTitle, type Crumb } from 'shared-ui';
import { placeName, type ListingRoute } from './listingRoute';

const SITE = 'Noida Realty Advisors';

/** '1 property', '12 properties': the toolbar's live count and the drawer's 'Show n properties'. */
export const propertyCount = (n: number): string => `${n} ${n === 1 ? 'property' : 'properties'}`;

export const kindLabel = (kind: ListingKind): string =>
  kind === 'residential' ? 'Residential Property' : 'Commercial Property';

const searchWords = (route: ListingRoute): string => (route.q ? ` matching '${route.q.replace(/-/g, ' ')}'` : '');

/**
 * What is listed, where, for which search ('Residential Property in Sector 150, Noida'): each
 * city's and locality's list has its own h1. No place is claimed when the URL names none.
 */
export function listingHeading(route: ListingRoute): string {
  const place = placeName(route);
  return `${kindLabel(route.kind)}${place ? ` in ${place}` : ''}${searchWords(route)}`;
}

/**
 * SEO title (the brand from the runtime config), description and keywords naming the place being
 * listed (the original always said Noida).
 */
export function listingMeta(route: ListingRoute): { title: string; description: string; keywords: string } {
  const place = placeName(route) || 'Delhi-NCR';
  const what = kindLabel(route.kind);
  const lower = what.toLowerCase();
  const search = searchWords(route);
  return {
    title: pageTitle(`${what} in ${place}${search} – Project Listing`),
    description: `Browse verified ${lower} listings in ${place}${search}: filter by ${route.kind === 'residential' ? 'rooms, bathrooms' : 'furnishing, washrooms'}, status and budget, compare prices and contact ${SITE} for site visits and legal help.`,
    keywords: [
      `${lower} in ${place}`,
      `property in ${route.cityTitle || place}`,
      route.kind === 'residential' ? `flats in ${place}` : `office space in ${place}`,
      `new launch ${place}`,
      `resale property ${place}`,
    ].join(', '),
  };
}

/**
 * The banner (the page's h1) and breadcrumb: search mode under 'Property Listing', category mode
 * under its kind. Each city's and locality's list gets its own h1: search mode keeps the spec's
 * 'PROJECT LISTING' and adds what and where it lists below it (`subtitle`); category mode names the
 * place in its title ('RESIDENTIAL PROPERTY IN GHAZIABAD').
 */
export function listingBanner(route: ListingRoute): { title: string; subtitle?: string; crumbs: Crumb[] } {
  const known = placeName(route);
  const place = known || 'Unknown city';
  const home: Crumb = { label: 'Home', to: '/' };
  if (route.mode === 'search') {
    return {
      title: 'PROJECT LISTING',
      subtitle: listingHeading(route),
      crumbs: [home, { label: 'Property Listing', to: '/project-listing' }, { label: place }],
    };
  }
  const what = kindLabel(route.kind);
  const kindCrumb: Crumb = { label: what, to: `/property/${route.city || 'noida'}/all/${route.kind}` };
  return { title: listingHeading(route).toUpperCase(), crumbs: [home, kindCrumb, { label: place }] };
}
