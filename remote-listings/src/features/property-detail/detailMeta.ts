import { excerptFromHtml, formatLakhPrice, pageTitle } from 'shared-ui';
import type { DetailState } from './useDetail';
import { KIND_LABEL } from './detailCrumbs';
import type { DetailView, PropertyKind } from './parseDetail';

const DESCRIPTION_LENGTH = 155;

/**
 * What the unit is, so two units of one project get distinct titles: '3 BHK Apartment', 'Office',
 * '' when the answer says neither.
 */
export function unitLabel(d: Pick<DetailView, 'bedroom' | 'type'>): string {
  const bhk = d.bedroom !== null && d.bedroom > 0 ? `${d.bedroom} BHK` : '';
  return [bhk, d.type].filter(Boolean).join(' ');
}

/** The page's own words of a listing's title: '3 BHK Apartment in Amrapali Silicon City, Sector 76, Noida – ₹1.9 Cr'. */
export function detailTitleWords(d: DetailView): string {
  const unit = unitLabel(d);
  const where = d.location ? `, ${d.location}` : '';
  const price = d.price !== null ? ` – ${formatLakhPrice(d.price)}` : '';
  return `${unit ? `${unit} in ` : ''}${d.name}${where}${price}`;
}

/** Title (the brand from the runtime config) and description metadata for a detail page in each of its states. */
export function detailMeta(kind: PropertyKind, result: DetailState): { title: string; description: string } {
  if (result.state === 'ready') {
    const d = result.detail;
    const where = d.location ? `, ${d.location}` : '';
    const description =
      excerptFromHtml(d.descriptionHtml, DESCRIPTION_LENGTH) ||
      `${d.name}${where}: ${KIND_LABEL[kind].toLowerCase()}${d.price !== null ? ` at ${formatLakhPrice(d.price)}` : ''}.`;
    return { title: pageTitle(detailTitleWords(d)), description };
  }
  if (result.state === 'not-found' || result.state === 'gone')
    return {
      title: pageTitle('Property not found'),
      description: 'This property could not be found. Browse our other listings in Noida and Delhi-NCR.',
    };
  return {
    title: pageTitle(`${KIND_LABEL[kind]} details`),
    description: `${KIND_LABEL[kind]} details: photos, price, area, amenities and location.`,
  };
}
