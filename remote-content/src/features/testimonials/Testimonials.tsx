import { Slider, type SlideBreakpoints } from 'shared-ui';
import section from '../../ui/Section.module.css';
import { TESTIMONIALS, type Testimonial } from './testimonials.data';
import styles from './Testimonials.module.css';

/** Spec section 9: 1, 1, 2, 2 slides at widths 0, 360, 768, 1280, 50 px apart, 4000 ms autoplay. */
export const TESTIMONIAL_BREAKPOINTS: SlideBreakpoints = { 0: 1, 360: 1, 768: 2, 1280: 2 };
export const TESTIMONIAL_GAP = 50;
export const TESTIMONIAL_AUTOPLAY_MS = 4000;

/** Home page: what clients say, as a looping slider. */
export function Testimonials({ items = TESTIMONIALS }: { items?: readonly Testimonial[] }) {
  return (
    <section className={styles.band} aria-labelledby="testimonials-heading">
      <div className={section.container}>
        <h2 id="testimonials-heading" className={section.heading}>
          What Our Clients Say
        </h2>
        <Slider<Testimonial>
          items={items}
          getKey={(t) => t.id}
          breakpoints={TESTIMONIAL_BREAKPOINTS}
          gap={TESTIMONIAL_GAP}
          autoplayMs={TESTIMONIAL_AUTOPLAY_MS}
          label="Client testimonials"
          renderItem={(t) => (
            <figure className={styles.card}>
              <span className={styles.mark} aria-hidden="true">
                “
              </span>
              <blockquote className={styles.text}>
                <p>{t.text}</p>
              </blockquote>
              <figcaption className={styles.name}>{t.name}</figcaption>
            </figure>
          )}
        />
      </div>
    </section>
  );
}
