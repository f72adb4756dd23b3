import { useEffect } from 'react';
import { Link } from 'shared-ui/router';
import { FallbackImage, Spinner, StatusMessage } from 'shared-ui';
import { propertyImageUrl } from 'contracts/api';
import { useDetailFeaturedPropertiesQuery } from './detailEndpoints';
import { residentialPath } from './parseDetail';
import styles from './FeaturedProperties.module.css';

export const FEATURED_COUNT = 5;

/** Five pictures from the best-property list, each linking to its detail page. */
export function FeaturedProperties({ excludePid }: { excludePid: number }) {
  const { data, isLoading, isError, error, refetch } = useDetailFeaturedPropertiesQuery();
  useEffect(() => {
    if (isError) console.error('Could not load the featured properties', error);
  }, [isError, error]);

  let body;
  if (isLoading) body = <Spinner label="Loading featured properties…" />;
  else if (isError)
    body = <StatusMessage message="The featured properties could not be loaded." onRetry={() => void refetch()} />;
  else {
    const items = (data ?? []).filter((p) => p.pid !== excludePid).slice(0, FEATURED_COUNT);
    body =
      items.length === 0 ? (
        <p className={styles.empty}>No featured properties right now.</p>
      ) : (
        <ul className={styles.grid}>
          {items.map((p) => (
            <li key={p.pid}>
              <Link to={residentialPath(p.citySlug, p.slug, p.pid)} className={styles.link}>
                <FallbackImage
                  src={propertyImageUrl(p.image)}
                  alt=""
                  width={160}
                  height={120}
                  loading="lazy"
                  className={styles.image}
                />
                <span className={styles.name}>{p.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      );
  }

  return (
    <section className={styles.featured} aria-labelledby="featured-heading">
      <h2 id="featured-heading" className={styles.heading}>
        Featured Properties
      </h2>
      {body}
    </section>
  );
}
