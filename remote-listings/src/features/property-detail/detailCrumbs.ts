import type { Crumb } from 'shared-ui';
import { slugToTitle } from 'contracts/api';
import type { DetailView, PropertyKind } from './parseDetail';

export const KIND_LABEL: Record<PropertyKind, string> = {
  residential: 'Residential Property',
  commercial: 'Commercial Property',
};

/**
 * Home > Residential Property > Noida > the listing's name: the kind and the city both lead to that
 * city's list of the kind (the site has no list of a kind across cities).
 */
export function detailCrumbs(kind: PropertyKind, detail: DetailView | null, fallbackCity: string): Crumb[] {
  const city = detail?.citySlug || fallbackCity || 'noida';
  const cityList = `/property/${city}/all/${kind}`;
  return [
    { label: 'Home', to: '/' },
    { label: KIND_LABEL[kind], to: cityList },
    { label: slugToTitle(city), to: cityList },
    { label: detail?.name ?? 'Property details' },
  ];
}
