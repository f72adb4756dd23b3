import { Slider } from 'shared-ui';
import { PROJECT_NAMES } from 'contracts/api';
import styles from './NewProjects.module.css';

const LOGOS = Array.from({ length: 10 }, (_, i) => ({
  src: `/images/projects/logo-${i + 1}.svg`,
  name: PROJECT_NAMES[i] ?? `Project ${i + 1}`,
}));

/** New Projects logo slider: 1, 2, 3, 4 logos at 0, 360, 768, 1280 px; 4000 ms; loops. */
export function NewProjects() {
  return (
    <section className={styles.section} aria-labelledby="new-projects-title">
      <h2 id="new-projects-title" className={styles.title}>
        New Projects
      </h2>
      <Slider
        label="New Projects"
        items={LOGOS}
        getKey={(l) => l.src}
        breakpoints={{ 0: 1, 360: 2, 768: 3, 1280: 4 }}
        gap={24}
        autoplayMs={4000}
        renderItem={(l) => (
          <figure className={styles.logo}>
            <img src={l.src} alt={`${l.name} logo`} width={240} height={120} loading="lazy" decoding="async" />
          </figure>
        )}
      />
    </section>
  );
}
