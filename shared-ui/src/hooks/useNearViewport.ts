import { useEffect, useRef, useState } from 'react';
import { useServerRendered } from '../ssr/useServerRendered';

/**
 * True once the element comes within `margin` of the viewport (and stays true): code below the
 * fold is fetched when the visitor scrolls towards it, not with the first paint. Without
 * IntersectionObserver (old browsers, jsdom) it is true at once.
 *
 * On the server nothing is near, unless `renderOnServer`: content a page must show without
 * JavaScript (the home page's fragments) is rendered there and stays near while the browser
 * hydrates it; a third-party embed (the footer map) is not. `seen` is the viewport's own answer,
 * for code that waits for the visitor even where the HTML already shows the content.
 */
export function useNearViewport<T extends Element>(margin = '0px', { renderOnServer = false } = {}) {
  const ref = useRef<T>(null);
  const serverRendered = useServerRendered();
  const [seen, setNear] = useState(() => !serverRendered && typeof IntersectionObserver === 'undefined');
  const near = seen || (renderOnServer && serverRendered);
  useEffect(() => {
    if (seen || !ref.current) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      // A hydrated region in a browser without the observer: near right after hydration.
      const id = setTimeout(() => setNear(true));
      return () => clearTimeout(id);
    }
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
