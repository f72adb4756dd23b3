import type { Crumb } from 'shared-ui';
import type { DetailView, PropertyKind } from './parseDetail';

export const KIND_LABEL: Record<PropertyKind, string> = {
  residential: 'Residential Property',
  commercial: 'Commercial Property',
};

/** Home > Residential Property (that city's list) > the listing's name. */
export function detailCrumbs(kind: PropertyKind, detail: DetailView | null, fallbackCity: string): Crumb[] {
  const city = detail?.citySlug || fallbackCity || 'noida';
  return [
    { label: 'Home', to: '/' },
    { label: KIND_LABEL[kind], to: `/property/${city}/all/${kind}` },
    { label: detail?.name ?? 'Property details' },
  ];
}
