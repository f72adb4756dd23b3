import { useEffect, useRef } from 'react';
import { Dialog } from 'shared-ui';
import { GALLERY_IMAGE_HEIGHT, GALLERY_IMAGE_WIDTH, type GalleryItem } from './gallery.data';
import { keyStep, swipeStep } from './galleryNav';
import styles from './GalleryViewer.module.css';

interface GalleryViewerProps {
  items: readonly GalleryItem[];
  /** The picture on show, or null when the viewer is closed. */
  index: number | null;
  onStep: (step: -1 | 1) => void;
  onClose: () => void;
}

/** Full-screen view of one picture: previous/next buttons, arrow keys and touch swipe. */
export function GalleryViewer({ items, index, onStep, onClose }: GalleryViewerProps) {
  const open = index !== null && items[index] !== undefined;
  const item = open ? items[index] : undefined;
  const touchStart = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    if (!open) return;
    // On the window: the arrows work wherever focus sits inside the modal.
    const onKey = (e: KeyboardEvent) => {
      const step = keyStep(e.key);
      if (step !== 0) {
        e.preventDefault();
        onStep(step);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onStep]);

  return (
    <Dialog open={open} onClose={onClose} label="Gallery picture viewer" variant="fullscreen">
      {item && index !== null && (
        <div className={styles.viewer}>
          <div className={styles.top}>
            <p className={styles.counter} aria-live="polite">
              {index + 1} of {items.length}: {item.caption}
            </p>
            <button type="button" className={styles.close} onClick={onClose} aria-label="Close picture viewer">
              <span aria-hidden="true">✕</span>
            </button>
          </div>
          <figure
            className={styles.figure}
            onTouchStart={(e) => {
              const t = e.touches[0];
              touchStart.current = t ? { x: t.clientX, y: t.clientY } : null;
            }}
            onTouchEnd={(e) => {
              const start = touchStart.current;
              const t = e.changedTouches[0];
              touchStart.current = null;
              if (!start || !t) return;
              const step = swipeStep(t.clientX - start.x, t.clientY - start.y);
              if (step !== 0) onStep(step);
            }}
          >
            <img
              className={styles.image}
              src={item.image}
              alt={item.caption}
              width={GALLERY_IMAGE_WIDTH}
              height={GALLERY_IMAGE_HEIGHT}
            />
            <figcaption className={styles.caption}>{item.caption}</figcaption>
          </figure>
          <div className={styles.nav}>
            <button type="button" className={styles.navButton} onClick={() => onStep(-1)} aria-label="Previous picture">
              <span aria-hidden="true">‹</span> Previous
            </button>
            <button type="button" className={styles.navButton} onClick={() => onStep(1)} aria-label="Next picture">
              Next <span aria-hidden="true">›</span>
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
