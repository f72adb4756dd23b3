import { JsonLd, PageMeta, usePageUrl, type Crumb } from 'shared-ui';
import { propertySocialImageUrl } from 'contracts/api';
import { detailMeta } from './detailMeta';
import { breadcrumbJsonLd, listingJsonLd } from './jsonLd';
import type { PropertyKind } from './parseDetail';
import type { DetailState } from './useDetail';

/**
 * The page's head and, once the listing is known, its schema.org data. Link previews show its
 * first photo as a JPEG (the site card when it has none); the JSON-LD names the photos themselves.
 * Rendered during render, so it is in the server's HTML. Not found: DetailStatus renders the
 * not-found screen, which carries its own head and the 404.
 */
export function DetailHead({ kind, result, crumbs }: { kind: PropertyKind; result: DetailState; crumbs: Crumb[] }) {
  const { origin, pathname } = usePageUrl();
  if (result.state === 'not-found') return null;
  const meta = detailMeta(kind, result);
  if (result.state !== 'ready') return <PageMeta {...meta} />;
  const pageUrl = `${origin}${pathname}`;
  const [firstImage] = result.detail.images;
  return (
    <>
      <PageMeta {...meta} image={firstImage ? propertySocialImageUrl(firstImage) : undefined} />
      <JsonLd data={listingJsonLd(result.detail, kind, pageUrl, origin)} />
      <JsonLd data={breadcrumbJsonLd(crumbs, pageUrl, origin)} />
    </>
  );
}
