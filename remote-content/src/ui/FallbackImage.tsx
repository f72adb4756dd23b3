import { useState, type ImgHTMLAttributes } from 'react';

export const FALLBACK_IMAGE = '/images/property/fallback.svg';

/** An image that swaps to the site's fallback picture if its own file fails to load. */
export function FallbackImage({
  src,
  alt,
  ...rest
}: ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string }) {
  // Remembers which src failed, so a new src gets its own chance.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  return <img {...rest} src={failedSrc === src ? FALLBACK_IMAGE : src} alt={alt} onError={() => setFailedSrc(src)} />;
}
