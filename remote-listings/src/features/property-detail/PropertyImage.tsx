import { useState, type ImgHTMLAttributes } from 'react';
import { FALLBACK_IMAGE, propertyImageUrl } from './parseDetail';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  file: string;
  alt: string;
  width: number;
  height: number;
};

/** A listing photo that swaps to the fallback picture once if it fails (spec section 8). */
export function PropertyImage({ file, alt, ...rest }: Props) {
  const [failedFor, setFailedFor] = useState<string | null>(null);
  const failed = !file || failedFor === file;
  return (
    <img
      {...rest}
      alt={alt}
      src={failed ? FALLBACK_IMAGE : propertyImageUrl(file)}
      onError={() => {
        // Only once: if the fallback itself fails, leave it rather than loop.
        if (!failed) setFailedFor(file);
      }}
    />
  );
}
