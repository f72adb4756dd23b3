import { useEffect, useRef, type KeyboardEvent } from 'react';
import { GalleryPicture, slideKey, type GallerySlide } from './GalleryPicture';
import styles from './GalleryLightbox.module.css';

export interface GalleryLightboxProps {
  images: GallerySlide[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  altFor: (index: number) => string;
}

/** The full-screen view inside the gallery's dialog: arrow keys or buttons page, Escape closes. */
export default function GalleryLightbox({ images, index, onIndexChange, onClose, altFor }: GalleryLightboxProps) {
  const close = useRef<HTMLButtonElement>(null);
  const count = images.length;
  useEffect(() => {
    close.current?.focus();
  }, []);

  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'ArrowRight') onIndexChange(index + 1);
    else if (e.key === 'ArrowLeft') onIndexChange(index - 1);
    else if (e.key === 'Home') onIndexChange(0);
    else if (e.key === 'End') onIndexChange(count - 1);
    else return;
    e.preventDefault();
  };

  return (
    <div className={styles.lightbox} onKeyDown={onKey}>
      <div className={styles.top}>
        <p className={styles.counter} aria-live="polite">
          Photo {index + 1} of {count}
        </p>
        <button ref={close} type="button" className={styles.button} onClick={onClose}>
          Close<span aria-hidden="true"> ✕</span>
        </button>
      </div>
      <div className={styles.stage}>
        {count > 1 && (
          <button
            type="button"
            className={styles.button}
            onClick={() => onIndexChange(index - 1)}
            aria-label="Previous photo"
          >
            <span aria-hidden="true">‹</span>
          </button>
        )}
        <GalleryPicture
          key={slideKey(images[index])}
          slide={images[index] ?? ''}
          alt={altFor(index)}
          // The full-screen view: the whole screen wide at most.
          sizes="100vw"
          width={800}
          height={600}
          className={styles.image}
        />
        {count > 1 && (
          <button
            type="button"
            className={styles.button}
            onClick={() => onIndexChange(index + 1)}
            aria-label="Next photo"
          >
            <span aria-hidden="true">›</span>
          </button>
        )}
      </div>
      <p className={styles.hint}>Use the left and right arrow keys to move between photos.</p>
    </div>
  );
}
