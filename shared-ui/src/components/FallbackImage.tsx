import { useState, type ImgHTMLAttributes } from 'react';
import { FALLBACK_IMAGE } from 'contracts/api';

type FallbackImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'onError'> & {
  src: string;
  alt: string;
  /** Shown once `src` fails to load; the site's fallback picture unless given. */
  fallback?: string;
};

/**
 * An image that swaps to the fallback picture once when its own file fails to load (spec section 8).
 * It remembers which src failed, so a new src gets its own chance; if the fallback fails too it is
 * left as it is (no loop).
 */
export function FallbackImage({ src, alt, fallback = FALLBACK_IMAGE, ...rest }: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = failedSrc === src ? fallback : src;
  return (
    <img
      {...rest}
      src={shown}
      alt={alt}
      onError={() => {
        if (shown !== fallback) setFailedSrc(src);
      }}
    />
  );
}
