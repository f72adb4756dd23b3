import { useEffect, useState, type ReactNode } from 'react';
import { usePrefersReducedMotion } from 'shared-ui';
import { BANNERS, BANNER_INTERVAL_MS } from './banners';
import styles from './HeroBanner.module.css';

/**
 * The hero: 8 banner images advancing every 5 s in a loop around the search form. It pauses
 * while the pointer or focus is inside, when paused by the visitor, and for reduced motion.
 */
export function HeroBanner({ children }: { children: ReactNode }) {
  const [index, setIndex] = useState(0);
  const [hover, setHover] = useState(false);
  const [focus, setFocus] = useState(false);
  const [paused, setPaused] = useState(false);
  const reduced = usePrefersReducedMotion();
  const running = !hover && !focus && !paused && !reduced;

  useEffect(() => {
    if (!running) return;
    const id = window.setInterval(() => setIndex((i) => (i + 1) % BANNERS.length), BANNER_INTERVAL_MS);
    return () => window.clearInterval(id);
  }, [running]);

  return (
    <section
      className={styles.hero}
      aria-labelledby="hero-title"
      onMouseEnter={() => setHover(true)}
      onMouseLeave={() => setHover(false)}
      onFocus={() => setFocus(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocus(false);
      }}
    >
      <div className={styles.slides} aria-hidden="true">
        {BANNERS.map((b, i) => {
          // Only the previous, current and next slides are in the page: 3 requests, not 8.
          const near = (i - index + BANNERS.length) % BANNERS.length;
          if (near > 1 && near < BANNERS.length - 1) return null;
          return (
            <img
              key={b.src}
              src={b.src}
              alt=""
              width={1600}
              height={640}
              className={`${styles.slide} ${i === index ? styles.current : ''}`}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : 'low'}
              decoding="async"
            />
          );
        })}
      </div>
      <div className={styles.overlay}>
        <h1 id="hero-title" className={styles.title}>
          Find your next home in Noida &amp; Delhi-NCR
        </h1>
        <p className={styles.lead}>
          Verified residential and commercial projects, honest advice and legal consultancy on every deal.
        </p>
        <div className={styles.search}>{children}</div>
        <p className="visually-hidden" aria-live="polite">
          {BANNERS[index]?.alt}
        </p>
        <button
          type="button"
          className={styles.pause}
          onClick={() => setPaused((p) => !p)}
          aria-pressed={paused}
          aria-label={paused ? 'Play banner slideshow' : 'Pause banner slideshow'}
        >
          <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
        </button>
      </div>
    </section>
  );
}
