import { JsonLd, PageMeta, usePageUrl, type Crumb } from 'shared-ui';
import { nearestJpeg, PHOTO_CONTENT_TYPES, propertySocialImageUrl, SOCIAL_IMAGE } from 'contracts/api';
import { detailMeta } from './detailMeta';
import { breadcrumbJsonLd, listingJsonLd } from './jsonLd';
import type { PropertyKind } from './parseDetail';
import type { DetailState } from './useDetail';

/**
 * The page's head and, once the listing is known, its schema.org data. Link previews show its
 * first picture as its JPEG variant nearest 1200 px wide, with its size (from an API without
 * `photos`: the API's 1200x630 preview of the first image; the site card when it has none); the JSON-LD names the photos themselves.
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
  const [firstPhoto] = result.detail.photos;
  const variant = firstPhoto ? nearestJpeg(firstPhoto.sources, SOCIAL_IMAGE.width) : undefined;
  const preview = variant
    ? { image: variant.url, imageSize: { width: variant.width, height: variant.height, type: PHOTO_CONTENT_TYPES.jpg } }
    : { image: firstImage ? propertySocialImageUrl(firstImage) : undefined };
  return (
    <>
      <PageMeta {...meta} {...preview} />
      <JsonLd data={listingJsonLd(result.detail, kind, pageUrl, origin)} />
      <JsonLd data={breadcrumbJsonLd(crumbs, pageUrl, origin)} />
    </>
  );
}
