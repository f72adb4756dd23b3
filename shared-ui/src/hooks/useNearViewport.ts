import { useEffect, useRef, useState } from 'react';
import { useServerRendered } from '../ssr/useServerRendered';

/**
 * True once the element comes within `margin` of the viewport (and stays true): code below the
 * fold is fetched when the visitor scrolls towards it, not with the first paint. Without
 * IntersectionObserver (old browsers, jsdom) it is true at once. What the server rendered is near
 * from the start: the HTML already shows it, and hydration must render the same. `seen` is the
 * viewport's own answer, for code that may wait for the visitor even where the HTML shows the
 * content (a region hydrated only when it comes near).
 */
export function useNearViewport<T extends Element>(margin = '0px') {
  const ref = useRef<T>(null);
  const serverRendered = useServerRendered();
  const [seen, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const near = seen || serverRendered;
  useEffect(() => {
    if (seen || !ref.current) return undefined;
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
  }, [seen, margin]);
  return { ref, near, seen };
}
