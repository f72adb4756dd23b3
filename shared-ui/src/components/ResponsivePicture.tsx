import { useCallback, useState, type ImgHTMLAttributes } from 'react';
import { FALLBACK_IMAGE, PHOTO_CONTENT_TYPES, type PhotoSources } from 'contracts/api';
import styles from './ResponsivePicture.module.css';

type ResponsivePictureProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes' | 'alt' | 'width' | 'height' | 'onError'
> & {
  /** A photo's sources (contracts' `photoSources` / `sceneSources`). */
  sources: PhotoSources;
  alt: string;
  /** The slot's width per viewport, so the browser picks no larger variant than the slot needs. */
  sizes: string;
  /** Shown once the picture fails to load; the site's fallback picture unless given. */
  fallback?: string;
};

/**
 * A listing photo as `<picture>`: AVIF and WebP `<source srcset sizes>` and a JPEG `<img src srcset
 * sizes width height>` (the width and height give the aspect ratio, so nothing shifts while it
 * loads). The fallback rule of FallbackImage (spec section 8) holds: a picture that fails to load
 * becomes the fallback picture as a plain `<img>` (inside `<picture>`, a changed `src` would lose to
 * the sources), also when it failed before hydration (checked on mount by decoding it).
 */
export function ResponsivePicture({ sources, alt, sizes, fallback = FALLBACK_IMAGE, ...rest }: ResponsivePictureProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === sources.src;
  const failedBeforeMount = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img || failed || !img.complete || typeof img.decode !== 'function') return;
      img.decode().catch(() => {
        if (img.getAttribute('src') === sources.src && img.naturalWidth === 0) setFailedSrc(sources.src);
      });
    },
    [failed, sources.src],
  );
  if (failed) return <img {...rest} src={fallback} alt={alt} width={sources.width} height={sources.height} />;
  return (
    <picture className={styles.picture}>
      <source type={PHOTO_CONTENT_TYPES.avif} srcSet={sources.srcSet.avif} sizes={sizes} />
      <source type={PHOTO_CONTENT_TYPES.webp} srcSet={sources.srcSet.webp} sizes={sizes} />
      <img
        {...rest}
        ref={failedBeforeMount}
        src={sources.src}
        srcSet={sources.srcSet.jpeg}
        sizes={sizes}
        width={sources.width}
        height={sources.height}
        alt={alt}
        onError={() => setFailedSrc(sources.src)}
      />
    </picture>
  );
}
