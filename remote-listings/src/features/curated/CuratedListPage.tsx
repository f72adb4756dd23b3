import { useEffect } from 'react';
import { describeApiError, PageBanner, Spinner, StatusMessage, PageMeta, pageTitle } from 'shared-ui';
import { cardFromListItem, ListingCard } from '../listing-card';
import { useGetCuratedListQuery, type CuratedList } from './curatedEndpoints';
import styles from './CuratedListPage.module.css';

const TITLES: Readonly<Record<CuratedList, { title: string; blurb: string }>> = {
  'best-property': {
    title: 'Best Property',
    blurb: 'our most recommended residential projects in Noida and Delhi-NCR',
  },
  'genuine-deal': { title: 'Genuine Deal', blurb: 'verified, fairly priced homes in Noida and Delhi-NCR' },
  'exclusive-deal': { title: 'Exclusive Deal', blurb: 'residential offers you will only find with us' },
};

/** /property/best-property, /genuine-deal, /exclusive-deal: a card grid of 1, 2 or 3 columns. */
export default function CuratedListPage({ list }: { list: CuratedList }) {
  const { title, blurb } = TITLES[list] ?? TITLES['best-property'];
  const { data = [], isLoading, isError, error, refetch } = useGetCuratedListQuery(list);
  useEffect(() => {
    if (isError) console.error(`Curated list: GET /api/residential-property/${list} failed`, error);
  }, [isError, error, list]);

  return (
    <>
      <PageMeta
        title={pageTitle(`${title} – Residential Property`)}
        description={`${title}: ${blurb}. Compare prices, sizes and status, then contact Noida Realty Advisors for a site visit.`}
        keywords={`${title.toLowerCase()}, residential property Noida, flats in Noida, property deals Delhi-NCR`}
      />
      <PageBanner
        title={title.toUpperCase()}
        crumbs={[{ label: 'Home', to: '/' }, { label: 'Property', to: '/project-listing' }, { label: title }]}
      />
      <section className={styles.page} aria-labelledby="curated-heading">
        <h2 id="curated-heading" className={styles.heading}>
          {title}
        </h2>
        <p className={styles.blurb}>Hand-picked: {blurb}.</p>
        {isLoading && <Spinner label={`Loading ${title}…`} />}
        {isError && <StatusMessage message={describeApiError(error)} onRetry={() => void refetch()} />}
        {!isLoading && !isError && data.length === 0 && (
          <p className={styles.empty}>No properties in this list right now. Please check back soon.</p>
        )}
        {data.length > 0 && (
          <ul className={styles.grid}>
            {data.map((item, i) => (
              <li key={`${item.p_id}-${i}`}>
                <ListingCard listing={cardFromListItem(item)} kind="residential" aboveFold={i < 3} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
