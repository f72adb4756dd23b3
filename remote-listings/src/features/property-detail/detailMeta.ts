import { excerptFromHtml, formatLakhPrice } from 'shared-ui';
import type { DetailState } from './useDetail';
import { KIND_LABEL } from './detailCrumbs';
import type { PropertyKind } from './parseDetail';

const DESCRIPTION_LENGTH = 155;

/** Title and description metadata for a detail page in each of its states. */
export function detailMeta(
  kind: PropertyKind,
  result: DetailState,
  siteName: string,
): { title: string; description: string } {
  const suffix = siteName ? ` | ${siteName}` : '';
  if (result.state === 'ready') {
    const d = result.detail;
    const where = d.location ? `, ${d.location}` : '';
    const price = d.price !== null ? ` – ${formatLakhPrice(d.price)}` : '';
    const description =
      excerptFromHtml(d.descriptionHtml, DESCRIPTION_LENGTH) ||
      `${d.name}${where}: ${KIND_LABEL[kind].toLowerCase()}${d.price !== null ? ` at ${formatLakhPrice(d.price)}` : ''}.`;
    return { title: `${d.name}${where}${price}${suffix}`, description };
  }
  if (result.state === 'not-found')
    return {
      title: `Property not found${suffix}`,
      description: 'This property could not be found. Browse our other listings in Noida and Delhi-NCR.',
    };
  return {
    title: `${KIND_LABEL[kind]} details${suffix}`,
    description: `${KIND_LABEL[kind]} details: photos, price, area, amenities and location.`,
  };
}
