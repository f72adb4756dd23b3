import { isSocialImageUrl, SOCIAL_CARD_IMAGE, SOCIAL_IMAGE } from 'contracts/api/images';
import { getSiteSettings } from '../config/runtimeConfig';
import { usePageUrl } from '../ssr/serverPage';

export interface PageMetaProps {
  /** The page's `<title>`, also its og:title and twitter:title. */
  title: string;
  description?: string;
  /** Only where the spec asks for keywords (the home page and the listing pages). */
  keywords?: string;
  /**
   * The page's picture for link previews (og:image, twitter:image), a site path or an absolute URL:
   * a raster image, as WhatsApp, Facebook and X show no SVG. Without one, the site's card.
   */
  image?: string;
  /** The size and type of `image` when the page knows them (a listing photo's JPEG variant): og:image:width/height/type. */
  imageSize?: { width: number; height: number; type: string };
  /** og:type: a post is an 'article', every other page a 'website'. */
  type?: 'website' | 'article';
  /** Not-found and error screens: search engines must not index them (no canonical URL either). */
  noindex?: boolean;
}

/** The firm's name for og:site_name; none when the runtime config is not loaded (tests, a bad start). */
function siteName(): string | undefined {
  try {
    return getSiteSettings().name || undefined;
  } catch {
    return undefined;
  }
}

/** A site path made absolute on the page's own origin; an absolute URL stays as it is. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/**
 * A screen's head: title, description, keywords, canonical URL (origin + path, no query), Open
 * Graph and Twitter cards, and robots noindex when asked. Rendered during render, so React 19
 * puts the tags into `<head>` in the server's HTML and keeps them there in the browser, replacing
 * them when another screen renders its own.
 */
export function PageMeta({
  title,
  description,
  keywords,
  image = SOCIAL_CARD_IMAGE,
  imageSize,
  type = 'website',
  noindex = false,
}: PageMetaProps) {
  const url = usePageUrl();
  const canonical = `${url.origin}${url.pathname}`;
  const imageUrl = image ? absoluteUrl(url.origin, image) : undefined;
  // The API's previews have a known size and type: crawlers can lay the card out before fetching it.
  const knownImage = imageSize ?? (isSocialImageUrl(image) ? SOCIAL_IMAGE : undefined);
  const site = siteName();
  return (
    <>
      <title>{title}</title>
      {description ? <meta name="description" content={description} /> : null}
      {keywords ? <meta name="keywords" content={keywords} /> : null}
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={canonical} />}
      <meta property="og:title" content={title} />
      {description ? <meta property="og:description" content={description} /> : null}
      <meta property="og:type" content={type} />
      {noindex ? null : <meta property="og:url" content={canonical} />}
      {imageUrl ? <meta property="og:image" content={imageUrl} /> : null}
      {knownImage ? <meta property="og:image:width" content={String(knownImage.width)} /> : null}
      {knownImage ? <meta property="og:image:height" content={String(knownImage.height)} /> : null}
      {knownImage ? <meta property="og:image:type" content={knownImage.type} /> : null}
      {site ? <meta property="og:site_name" content={site} /> : null}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      {description ? <meta name="twitter:description" content={description} /> : null}
      {imageUrl ? <meta name="twitter:image" content={imageUrl} /> : null}
    </>
  );
}
