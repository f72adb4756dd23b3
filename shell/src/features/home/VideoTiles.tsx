import { useState } from 'react';
import { Dialog, getSiteSettings } from 'shared-ui';
import styles from './VideoTiles.module.css';

/**
 * Two video tiles: a thumbnail that opens a modal with the embedded video on click or Enter.
 * The iframe exists only while the modal is open, so nothing is fetched from the video host before.
 */
export function VideoTiles() {
  const { videos } = getSiteSettings();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const video = openIndex === null ? undefined : videos[openIndex];
  return (
    <section className={styles.section} aria-labelledby="videos-title">
      <h2 id="videos-title" className={styles.title}>
        Watch Our Project Videos
      </h2>
      <ul className={styles.grid}>
        {videos.map((v, i) => (
          <li key={v.embedUrl}>
            <button
              type="button"
              className={styles.tile}
              onClick={() => setOpenIndex(i)}
              aria-label={`Play video: ${v.title}`}
            >
              <img src={v.thumbnail} alt="" width={640} height={360} loading="lazy" decoding="async" />
              <span className={styles.play} aria-hidden="true">
                ▶
              </span>
              <span className={styles.caption}>{v.title}</span>
            </button>
          </li>
        ))}
      </ul>
      <Dialog
        open={video !== undefined}
        onClose={() => setOpenIndex(null)}
        label={video ? `Video: ${video.title}` : 'Video'}
      >
        {video && (
          <div className={styles.modal}>
            <div className={styles.modalHead}>
              <h3 className={styles.modalTitle}>{video.title}</h3>
              <button
                type="button"
                className={styles.close}
                onClick={() => setOpenIndex(null)}
                aria-label="Close video"
              >
                <span aria-hidden="true">×</span>
              </button>
            </div>
            <div className={styles.frame}>
              <iframe
                src={video.embedUrl}
                title={video.title}
                width={880}
                height={495}
                allow="autoplay; encrypted-media; picture-in-picture"
                allowFullScreen
              />
            </div>
          </div>
        )}
      </Dialog>
    </section>
  );
}
