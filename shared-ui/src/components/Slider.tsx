import { useCallback, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { usePrefersReducedMotion } from '../hooks/useMediaQuery';
import styles from './Slider.module.css';

/** min viewport width (px) → slides shown, e.g. { 0: 1, 360: 1, 768: 2, 1280: 2 }. */
export type SlideBreakpoints = Record<number, number>;

export function slidesPerView(breakpoints: SlideBreakpoints, width: number): number {
  let count = 1;
  for (const [min, n] of Object.entries(breakpoints).sort((a, b) => Number(a[0]) - Number(b[0]))) {
    if (width >= Number(min)) count = n;
  }
  return Math.max(1, count);
}

/** Next start index in a looping slider: wraps to 0 once the last full page has been shown. */
export function nextSlideIndex(index: number, total: number, perView: number, step: 1 | -1): number {
  const last = Math.max(0, total - perView);
  if (step === 1) return index >= last ? 0 : index + 1;
  return index <= 0 ? last : index - 1;
}

function subscribeResize(notify: () => void) {
  window.addEventListener('resize', notify);
  return () => window.removeEventListener('resize', notify);
}
const useViewportWidth = () =>
  useSyncExternalStore(
    subscribeResize,
    () => window.innerWidth,
    () => 1280,
  );

interface SliderProps<T> {
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  getKey: (item: T, index: number) => string | number;
  breakpoints: SlideBreakpoints;
  /** Space between slides in px. */
  gap?: number;
  /** Autoplay period in ms; paused on hover and focus, off for reduced motion. */
  autoplayMs?: number;
  label: string;
  className?: string;
}

/**
 * An accessible looping carousel: previous/next and pause buttons, slides out of view are inert,
 * autoplay stops while the pointer or focus is inside or when the visitor prefers reduced motion.
 */
export function Slider<T>({
  items,
  renderItem,
  getKey,
  breakpoints,
  gap = 16,
  autoplayMs,
  label,
  className,
}: SliderProps<T>) {
  const width = useViewportWidth();
  const perView = Math.min(slidesPerView(breakpoints, width), Math.max(1, items.length));
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const total = items.length;

  const step = useCallback((dir: 1 | -1) => setIndex((i) => nextSlideIndex(i, total, perView, dir)), [total, perView]);

  // Fewer slides than the index needs (a wider screen, a shorter list): back to the first. Set
  // during render, so no frame shows an empty position.
  if (index > Math.max(0, total - perView)) setIndex(0);

  const running = Boolean(autoplayMs) && !paused && !hovered && !focused && !reducedMotion && total > perView;
  useEffect(() => {
    if (!running || !autoplayMs) return;
    const id = window.setInterval(() => step(1), autoplayMs);
    return () => window.clearInterval(id);
  }, [running, autoplayMs, step]);

  const slideWidth = `calc((100% - ${gap * (perView - 1)}px) / ${perView})`;
  const offset = `calc(-${index} * (${slideWidth} + ${gap}px))`;

  return (
    <section
      className={`${styles.slider} ${className ?? ''}`}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className={styles.viewport}>
        <ul
          className={styles.track}
          style={{ gap: `${gap}px`, transform: `translateX(${offset})` }}
          aria-live={running ? 'off' : 'polite'}
        >
          {items.map((item, i) => {
            const visible = i >= index && i < index + perView;
            return (
              <li
                key={getKey(item, i)}
                className={styles.slide}
                style={{ flexBasis: slideWidth }}
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${total}`}
                aria-hidden={!visible}
                inert={!visible}
              >
                {renderItem(item, i)}
              </li>
            );
          })}
        </ul>
      </div>
      {total > perView && (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.control}
            onClick={() => step(-1)}
            aria-label={`Previous slide, ${label}`}
          >
            <span aria-hidden="true">‹</span>
          </button>
          {autoplayMs ? (
            <button
              type="button"
              className={styles.control}
              onClick={() => setPaused((p) => !p)}
              aria-label={paused ? `Play ${label}` : `Pause ${label}`}
            >
              <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
            </button>
          ) : null}
          <button type="button" className={styles.control} onClick={() => step(1)} aria-label={`Next slide, ${label}`}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </section>
  );
}
