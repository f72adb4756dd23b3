import { useCallback, useState } from 'react';
import { PageBanner, PageMeta, pageTitle } from 'shared-ui';
import section from '../../ui/Section.module.css';
import { GALLERY_IMAGE_HEIGHT, GALLERY_IMAGE_WIDTH, GALLERY_ITEMS } from './gallery.data';
import { stepIndex } from './galleryNav';
import { GalleryViewer } from './GalleryViewer';
import styles from './GalleryPage.module.css';

/** /gallery: 20 picture cards; each opens the full-screen viewer. */
export default function GalleryPage() {
  const [open, setOpen] = useState<number | null>(null);
  const total = GALLERY_ITEMS.length;
  const onStep = useCallback((step: -1 | 1) => setOpen((i) => (i === null ? i : stepIndex(i, total, step))), [total]);
  const onClose = useCallback(() => setOpen(null), []);

  return (
    <>
      <PageMeta
        title={pageTitle('Gallery')}
        description="Housing projects in Noida sectors, key handovers to our clients, marketing events and our Holi 2025 celebration."
      />
      <PageBanner title="GALLERY" crumbs={[{ label: 'Home', to: '/' }, { label: 'Gallery' }]} />
      <div className={section.container}>
        <h2 className="visually-hidden">Our projects, handovers and events</h2>
        <ul className={styles.grid}>
          {GALLERY_ITEMS.map((g, i) => (
            <li key={g.id}>
              <figure className={styles.card}>
                <button
                  type="button"
                  className={styles.open}
                  onClick={() => setOpen(i)}
                  aria-label={`View full screen: ${g.caption}`}
                >
                  <img
                    className={styles.image}
                    src={g.image}
                    alt=""
                    width={GALLERY_IMAGE_WIDTH}
                    height={GALLERY_IMAGE_HEIGHT}
                    loading={i < 3 ? 'eager' : 'lazy'}
                  />
                </button>
                <figcaption className={styles.caption}>{g.caption}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
      <GalleryViewer items={GALLERY_ITEMS} index={open} onStep={onStep} onClose={onClose} />
    </>
  );
}
