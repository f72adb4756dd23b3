import { JsonLd, useDocumentMeta, type Crumb } from 'shared-ui';
import { detailMeta } from './detailMeta';
import { breadcrumbJsonLd, listingJsonLd } from './jsonLd';
import type { PropertyKind } from './parseDetail';
import { siteInfo } from './siteInfo';
import type { DetailState } from './useDetail';

/** The page's metadata and, once the listing is known, its schema.org data. */
export function DetailHead({ kind, result, crumbs }: { kind: PropertyKind; result: DetailState; crumbs: Crumb[] }) {
  useDocumentMeta(detailMeta(kind, result, siteInfo().name));
  if (result.state !== 'ready') return null;
  const { origin, pathname } = window.location;
  const pageUrl = `${origin}${pathname}`;
  return (
    <>
      <JsonLd data={listingJsonLd(result.detail, kind, pageUrl, origin)} />
      <JsonLd data={breadcrumbJsonLd(crumbs, pageUrl, origin)} />
    </>
  );
}
