import { useEffect, useRef, useState } from 'react';

/**
 * True once the element comes within `margin` of the viewport (and stays true): code below the
 * fold is fetched when the visitor scrolls towards it, not with the first paint. Without
 * IntersectionObserver (old browsers, jsdom) it is true at once.
 */
export function useNearViewport<T extends Element>(margin = '0px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !ref.current) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [near, margin]);
  return { ref, near };
}
