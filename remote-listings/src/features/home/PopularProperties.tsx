import { useEffect } from 'react';
import { Link } from 'shared-ui/router';
import { describeApiError, FallbackImage, formatLakhPrice, Slider, Spinner, StatusMessage } from 'shared-ui';
import { propertyImageUrl } from 'contracts/api';
import { useGetCuratedListQuery } from '../curated';
import { cardFromListItem, detailPath, formatPricePerSqft } from '../listing-card';
import styles from './PopularProperties.module.css';

/** Spec section 9: popular properties advance every 4000 ms. */
export const POPULAR_AUTOPLAY_MS = 4000;

/** Blog sidebar carousel of the best-property list: title, price, bathroom, room, area. */
export function PopularProperties() {
  const { data = [], isLoading, isError, error, refetch } = useGetCuratedListQuery('best-property');
  useEffect(() => {
    if (isError) console.error('Popular Properties: GET /api/residential-property/best-property failed', error);
  }, [isError, error]);

  return (
    <section className={styles.box} aria-labelledby="popular-properties-title">
      <h2 id="popular-properties-title" className={styles.title}>
        Popular Properties
      </h2>
      {isLoading && <Spinner label="Loading popular properties…" />}
      {isError && <StatusMessage message={describeApiError(error)} onRetry={() => void refetch()} />}
      {!isLoading && !isError && data.length === 0 && <p className={styles.empty}>No popular properties right now.</p>}
      {data.length > 0 && (
        <Slider
          label="Popular properties"
          items={data}
          getKey={(item, i) => `${item.p_id}-${i}`}
          breakpoints={{ 0: 1 }}
          autoplayMs={POPULAR_AUTOPLAY_MS}
          renderItem={(item) => {
            const card = cardFromListItem(item);
            const perSqft = formatPricePerSqft(card.price, card.area);
            return (
              <article className={styles.slide}>
                <FallbackImage
                  className={styles.image}
                  src={propertyImageUrl(card.image)}
                  alt=""
                  width={320}
                  height={200}
                  loading="lazy"
                />
                <h3 className={styles.name}>
                  <Link to={detailPath(card, 'residential')}>{card.title || 'Property'}</Link>
                </h3>
                <p className={styles.price}>
                  {formatLakhPrice(card.price)}
                  {perSqft && (
                    <>
                      {' '}
                      <span className={styles.perSqft}>{perSqft}</span>
                    </>
                  )}
                </p>
                <p className={styles.facts}>
                  <span>{card.bathroom ?? '–'} Bathroom</span>
                  <span>{card.room ?? '–'} Room</span>
                  <span>{card.area ?? '–'} sqft</span>
                </p>
              </article>
            );
          }}
        />
      )}
    </section>
  );
}
