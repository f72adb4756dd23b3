import { useNearViewport } from '../hooks/useNearViewport';
import styles from './NearViewportFrame.module.css';

interface NearViewportFrameProps {
  src: string;
  /** The frame's accessible name. */
  title: string;
  /** The box: its size, border and background (it has them before the frame arrives). */
  className?: string;
  /** How near the visitor must come before the frame is added (IntersectionObserver rootMargin). */
  margin?: string;
  /** The frame's own size attributes, for a browser without the site's styles. */
  width?: number;
  height?: number;
}

/**
 * A third-party page (a map) in a box that keeps its size: the frame is added when the visitor
 * nears the box, never with a screen's first paint (the browser's own lazy loading starts it
 * whenever the box is within a screen or two, which on a short page is at once). Nothing moves
 * when it arrives. Not rendered on the server: the page's text says what the frame shows.
 */
export function NearViewportFrame({ src, title, className, margin = '200px', width, height }: NearViewportFrameProps) {
  const { ref, near } = useNearViewport<HTMLDivElement>(margin);
  return (
    <div ref={ref} className={[styles.box, className].filter(Boolean).join(' ')}>
      {near ? (
        <iframe
          className={styles.frame}
          src={src}
          title={title}
          width={width}
          height={height}
          referrerPolicy="no-referrer-when-downgrade"
        />
      ) : null}
    </div>
  );
}
