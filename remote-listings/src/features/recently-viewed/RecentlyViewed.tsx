import { Link } from 'shared-ui/router';
import { FallbackImage, formatLakhPrice } from 'shared-ui';
import { listingDetailPath, propertyImageUrl } from 'contracts/api';
import { formatPricePerSqft } from '../listing-card';
import { withoutListing, type RecentKind } from './recentlyViewed';
import { useRecentlyViewed } from './useRecentlyViewed';
import styles from './RecentlyViewed.module.css';

export const RECENT_TITLE = 'Recently Viewed';

interface RecentlyViewedProps {
  /** The listing on screen (a detail page): not listed. */
  exclude?: { kind: RecentKind; pid: number };
  /** 'home': a home page section of its own; 'detail': a block under a listing. */
  variant?: 'home' | 'detail';
}

/**
 * The listings this device viewed last, newest first. Nothing at all (no heading, no room kept)
 * until there is something to show: the server and the hydrating browser render nothing, and the
 * block appears after hydration, below the fold.
 */
export function RecentlyViewed({ exclude, variant = 'detail' }: RecentlyViewedProps) {
  const all = useRecentlyViewed();
  const items = exclude ? withoutListing(all, exclude.kind, exclude.pid) : all;
  if (items.length === 0) return null;
  return (
    <section className={`${styles.recent} ${styles[variant]}`} aria-labelledby={`recently-viewed-${variant}`}>
      <h2 id={`recently-viewed-${variant}`} className={styles.heading}>
        {RECENT_TITLE}
      </h2>
      <ul className={styles.grid}>
        {items.map((e) => {
          const perSqft = formatPricePerSqft(e.price, e.area);
          return (
            <li key={`${e.kind}:${e.pid}`} className={styles.tile}>
              <FallbackImage
                className={styles.image}
                src={propertyImageUrl(e.image)}
                alt=""
                width={240}
                height={160}
                loading="lazy"
                decoding="async"
              />
              <h3 className={styles.title}>
                <Link to={listingDetailPath({ citySlug: e.citySlug, slug: e.slug, id: e.pid }, e.kind)}>{e.title}</Link>
              </h3>
              {e.location && <p className={styles.location}>{e.location}</p>}
              <p className={styles.price}>
                {formatLakhPrice(e.price)}
                {perSqft && (
                  <>
                    {' '}
                    <span className={styles.perSqft}>{perSqft}</span>
                  </>
                )}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
