import { useMemo, useRef, useState } from 'react';
import { Link } from 'shared-ui/router';
import {
  browserStorage,
  PageBanner,
  PageMeta,
  pageTitle,
  removeFavorites,
  Spinner,
  StatusMessage,
  useFavoriteKeys,
} from 'shared-ui';
import { CompareBar } from './CompareBar';
import { ShortlistChunk } from './ShortlistChunk';
import { chunkIds, keepSelected, shortlistIds, toggleSelection } from './shortlistModel';
import styles from './ShortlistPage.module.css';

/**
 * /shortlist: the properties this visitor saved with Favorite, as cards, newest first. They live
 * in this device's storage, so the server sends the page's frame and the list appears right after
 * hydration, in room kept for it; it follows changes made in other tabs. Two to four ticked
 * properties open the compare page. Per visitor, so search engines are told not to index it.
 */
export default function ShortlistPage() {
  const keys = useFavoriteKeys();
  const ids = useMemo(() => (keys === null ? null : shortlistIds(keys)), [keys]);
  const [picked, setPicked] = useState<number[]>([]);
  const [refused, setRefused] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const selected = ids === null ? [] : keepSelected(picked, ids);

  const toggle = (id: number) => setPicked(toggleSelection(selected, id, ids ?? []));
  const remove = (id: number) => {
    setRefused(!removeFavorites(browserStorage(), [id]));
    // The removed card's button is gone: focus the list's heading, the next thing to read.
    heading.current?.focus();
  };

  return (
    <>
      <PageMeta
        title={pageTitle('Your shortlist')}
        description="The properties you saved with Favorite on this device: compare two to four of them side by side."
        noindex
      />
      <PageBanner title="SHORTLIST" crumbs={[{ label: 'Home', to: '/' }, { label: 'Shortlist' }]} />
      <section className={styles.page} aria-labelledby="shortlist-heading">
        <h2 id="shortlist-heading" className={styles.heading} ref={heading} tabIndex={-1}>
          Your shortlist
        </h2>
        <p className={styles.intro}>
          Properties you saved with Favorite on this device, the latest first. Tick two to four to compare them side by
          side.
        </p>
        <CompareBar saved={ids === null ? null : ids.length} selected={selected} />
        {refused && (
          <StatusMessage message="Your browser did not let us change the shortlist. Please check that this site may store data." />
        )}
        <div className={styles.list}>
          {ids === null && <Spinner label="Loading your shortlist…" />}
          {ids !== null && ids.length === 0 && (
            <div className={styles.empty}>
              <p className={styles.emptyTitle}>Your shortlist is empty.</p>
              <p>Save a property with the Favorite button on its page, and it will appear here.</p>
              <Link className={styles.browse} to="/project-listing">
                Browse properties
              </Link>
            </div>
          )}
          {ids !== null && ids.length > 0 && (
            <ul className={styles.grid} aria-label="Saved properties">
              {chunkIds(ids).map((chunk, i) => (
                <ShortlistChunk
                  // By position: a removal shifts ids between pages, and a page keeps its cards while it asks again.
                  key={i}
                  ids={chunk}
                  first={i === 0}
                  selected={selected}
                  onToggle={toggle}
                  onRemove={remove}
                />
              ))}
            </ul>
          )}
        </div>
      </section>
    </>
  );
}
