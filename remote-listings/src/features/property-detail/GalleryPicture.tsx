import { FallbackImage, ResponsivePicture } from 'shared-ui';
import { propertyImageUrl, type ListingPhoto } from 'contracts/api';

/** One picture of the gallery: a responsive photo from the answer's `photos`, or a file of `images` (an older API). */
export type GallerySlide = ListingPhoto | string;

/** The answer's responsive photos when it has any, else its `images` files. */
export function gallerySlides(images: readonly string[], photos: readonly ListingPhoto[] | undefined): GallerySlide[] {
  return photos && photos.length > 0 ? [...photos] : [...images];
}

/** A slide's own key: its file, or its photo's JPEG src. */
export const slideKey = (slide: GallerySlide | undefined): string =>
  slide === undefined ? '' : typeof slide === 'string' ? slide : slide.sources.src;

interface Props {
  slide: GallerySlide;
  alt: string;
  sizes: string;
  /** The `images` file's size (the SVG scenes are drawn at 800 x 600); a photo brings its own. */
  width: number;
  height: number;
  className?: string;
  loading?: 'eager' | 'lazy';
  fetchPriority?: 'high' | 'low' | 'auto';
}

/**
 * A gallery picture. A photo's own text alternative wins when staff gave one; otherwise the
 * gallery's ('<name>, photo 2 of 5').
 */
export function GalleryPicture({ slide, alt, sizes, width, height, ...rest }: Props) {
  if (typeof slide === 'string')
    return <FallbackImage src={propertyImageUrl(slide)} alt={alt} width={width} height={height} {...rest} />;
  return <ResponsivePicture sources={slide.sources} alt={slide.alt || alt} sizes={sizes} {...rest} />;
}
