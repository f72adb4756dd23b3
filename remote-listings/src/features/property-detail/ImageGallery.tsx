import { lazy, Suspense, useRef, useState, type KeyboardEvent } from 'react';
import { Dialog, FallbackImage, Spinner } from 'shared-ui';
import { FALLBACK_IMAGE, type ListingPhoto } from 'contracts/api';
import { DETAIL_MAIN_SIZES, THUMB_SIZES } from '../listing-card';
import { GalleryPicture, gallerySlides, slideKey } from './GalleryPicture';
import { wrapIndex } from './wrapIndex';
import styles from './ImageGallery.module.css';

// The full-screen view is code a visitor needs only after asking for it.
const GalleryLightbox = lazy(() => import('./GalleryLightbox'));

interface Props {
  images: string[];
  /** The answer's responsive pictures; shown instead of `images` when there are any. */
  photos?: ListingPhoto[];
  /** The listing's name, for the pictures' text alternatives. */
  name: string;
}

/**
 * The listing's photos: a large picture, previous/next buttons, a row of thumbnails (Tab to
 * them, arrow keys, Home and End move between them) and a full-screen view.
 */
export function ImageGallery({ images: files, photos, name }: Props) {
  const images = gallerySlides(files, photos);
  const [index, setIndex] = useState(0);
  const [fullScreen, setFullScreen] = useState(false);
  const thumbs = useRef<Array<HTMLButtonElement | null>>([]);
  const count = images.length;
  const current = Math.min(index, Math.max(count - 1, 0));
  const slide = images[current];
  const altFor = (i: number) => (count > 0 ? `${name}, photo ${i + 1} of ${count}` : `${name}, photo not available`);

  const go = (to: number, focusThumb = false) => {
    const next = wrapIndex(to, count);
    setIndex(next);
    if (focusThumb) thumbs.current[next]?.focus();
  };

  const onThumbKey = (e: KeyboardEvent<HTMLUListElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowDown: current + 1,
      ArrowLeft: current - 1,
      ArrowUp: current - 1,
      Home: 0,
      End: count - 1,
    };
    const to = moves[e.key];
    if (to === undefined) return;
    e.preventDefault();
    go(to, true);
  };

  return (
    <section className={styles.gallery} aria-label={`Photos of ${name}`} aria-roledescription="gallery">
      <div className={styles.stage}>
        {slide !== undefined ? (
          <button
            type="button"
            className={styles.stageButton}
            onClick={() => setFullScreen(true)}
            aria-label={`View photo ${current + 1} of ${count} full screen`}
          >
            <GalleryPicture
              slide={slide}
              alt={altFor(current)}
              sizes={DETAIL_MAIN_SIZES}
              width={800}
              height={600}
              className={styles.mainImage}
              // The page's largest paint: fetched first, never lazily.
              fetchPriority="high"
            />
          </button>
        ) : (
          <FallbackImage src={FALLBACK_IMAGE} alt={altFor(0)} width={800} height={600} className={styles.mainImage} />
        )}
        {count > 1 && (
          <>
            <button
              type="button"
              className={`${styles.arrow} ${styles.prev}`}
              onClick={() => go(current - 1)}
              aria-label="Previous photo"
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className={`${styles.arrow} ${styles.next}`}
              onClick={() => go(current + 1)}
              aria-label="Next photo"
            >
              <span aria-hidden="true">›</span>
            </button>
          </>
        )}
      </div>
      {count > 0 && (
        <div className={styles.bar}>
          <p className={styles.counter} aria-live="polite">
            Photo {current + 1} of {count}
          </p>
          <button type="button" className={styles.fullButton} onClick={() => setFullScreen(true)}>
            <span aria-hidden="true">⤢ </span>View full screen
          </button>
        </div>
      )}
      {count > 1 && (
        <ul className={styles.thumbs} aria-label="Choose a photo" onKeyDown={onThumbKey}>
          {images.map((f, i) => (
            <li key={`${slideKey(f)}-${i}`}>
              <button
                type="button"
                ref={(el) => {
                  thumbs.current[i] = el;
                }}
                className={styles.thumb}
                aria-label={`Show photo ${i + 1} of ${count}`}
                aria-current={i === current ? 'true' : undefined}
                tabIndex={i === current ? 0 : -1}
                onClick={() => go(i)}
              >
                <GalleryPicture slide={f} alt="" sizes={THUMB_SIZES} width={120} height={90} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={fullScreen}
        onClose={() => setFullScreen(false)}
        label={`Photos of ${name}, full screen`}
        variant="fullscreen"
      >
        <Suspense fallback={<Spinner label="Loading photos…" />}>
          <GalleryLightbox
            images={images}
            index={current}
            onIndexChange={go}
            onClose={() => setFullScreen(false)}
            altFor={altFor}
          />
        </Suspense>
      </Dialog>
    </section>
  );
}
