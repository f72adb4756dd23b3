import { Link } from 'shared-ui/router';
import { describeApiError, FallbackImage, formatDate, RemoteRegion, StatusMessage, useNearViewport } from 'shared-ui';
import { blogImageUrl } from 'contracts/api';
import { useGetBlogsQuery } from '../../api/blogsApi';
import { blogPath, LATEST_BLOGS_COUNT, TOP_CATEGORIES } from './blogText';
import styles from './BlogSidebar.module.css';

/**
 * The sidebar of the blog list and detail: Latest Blogs, Top Categories and the listings team's
 * Popular Properties carousel (embedded, never rebuilt; when listings is down it is left out).
 */
/** Holds the carousel's box open (see `.popular`) until the carousel is there or has failed. */
const pending = <div className={styles.pending} aria-hidden="true" />;

export function BlogSidebar() {
  const { data, error, refetch } = useGetBlogsQuery();
  const latest = (data ?? []).slice(0, LATEST_BLOGS_COUNT);
  // The carousel is another remote's code: load it when the sidebar comes near the screen (at once
  // beside the article on wide screens; after the article on phones), not with the first paint.
  const { ref: sidebarRef, near: sidebarNear } = useNearViewport<HTMLElement>('400px');
  return (
    <aside ref={sidebarRef} className={styles.sidebar} aria-label="Blog sidebar">
      <section className={styles.box} aria-labelledby="latest-blogs-heading">
        <h2 id="latest-blogs-heading" className={styles.heading}>
          Latest Blogs
        </h2>
        {error ? (
          <StatusMessage message={describeApiError(error)} onRetry={() => void refetch()} />
        ) : (
          // While loading, the list keeps about the room of its four items, so the boxes below stay put.
          <ul className={data ? styles.latest : `${styles.latest} ${styles.latestLoading}`} aria-busy={!data}>
            {latest.map((b) => (
              <li key={b.slug} className={styles.latestItem}>
                <FallbackImage
                  className={styles.thumb}
                  src={blogImageUrl(b.image)}
                  alt=""
                  width={96}
                  height={54}
                  loading="lazy"
                />
                <div>
                  <Link className={styles.latestLink} to={blogPath(b.slug)}>
                    {b.title}
                  </Link>
                  {formatDate(b.created_at) && (
                    <time className={styles.date} dateTime={b.created_at}>
                      {formatDate(b.created_at)}
                    </time>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.box} aria-labelledby="top-categories-heading">
        <h2 id="top-categories-heading" className={styles.heading}>
          Top Categories
        </h2>
        <ul className={styles.categories}>
          {TOP_CATEGORIES.map((c) => (
            <li key={c.name}>
              <span>{c.name}</span>
              <span className={styles.count}>{c.count}</span>
            </li>
          ))}
        </ul>
      </section>
      <div className={styles.popular}>
        {sidebarNear ? (
          <RemoteRegion
            remote="listings"
            expose="./PopularProperties"
            quietOnFailure
            label="Popular Properties"
            loading={pending}
          />
        ) : (
          pending
        )}
      </div>
    </aside>
  );
}
