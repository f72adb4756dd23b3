import { useCallback, useState, type ImgHTMLAttributes } from 'react';
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
 *
 * In server-rendered HTML the browser may have tried the file before this code ran: its error
 * event is gone by then. So on mount (hydration included) an image the browser already finished
 * is checked by decoding it, which fails for a broken one.
 */
export function FallbackImage({ src, alt, fallback = FALLBACK_IMAGE, ...rest }: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = failedSrc === src ? fallback : src;
  const failedBeforeMount = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img || shown === fallback || !img.complete || typeof img.decode !== 'function') return;
      img.decode().catch(() => {
        // Still the same file (not swapped meanwhile) and still broken.
        if (img.getAttribute('src') === src && img.naturalWidth === 0) setFailedSrc(src);
      });
    },
    [shown, fallback, src],
  );
  return (
    <img
      {...rest}
      ref={failedBeforeMount}
      src={shown}
      alt={alt}
      onError={() => {
        if (shown !== fallback) setFailedSrc(src);
      }}
    />
  );
}
