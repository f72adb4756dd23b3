import { useSearchParams, Link } from 'shared-ui/router';
import { PageBanner, PageMeta, pageTitle } from 'shared-ui';
import { readCompareIds } from './compareModel';
import { CompareResults } from './CompareResults';
import styles from './ComparePage.module.css';

/**
 * /compare?ids=12,7,3: two to four properties side by side. The URL is the whole state, so a
 * comparison can be shared and opened fresh; the server reads it and renders the table with its
 * data. A bad link gets a message saying what is wrong, never an error screen. Per visitor, so
 * search engines are told not to index it.
 */
export default function ComparePage() {
  const [params] = useSearchParams();
  const request = readCompareIds(params.get('ids'));
  return (
    <>
      <PageMeta
        title={pageTitle('Compare properties')}
        description="Compare price, price per sqft, area, rooms, status, location, builder and amenities of up to four properties side by side."
        noindex
      />
      <PageBanner
        title="COMPARE PROPERTIES"
        crumbs={[{ label: 'Home', to: '/' }, { label: 'Shortlist', to: '/shortlist' }, { label: 'Compare' }]}
      />
      <section className={styles.page} aria-labelledby="compare-heading">
        <h2 id="compare-heading" className={styles.heading}>
          Compare properties
        </h2>
        {request.ok ? (
          <CompareResults ids={request.ids} />
        ) : (
          <div className={styles.notice} role="status">
            <p className={styles.noticeText}>{request.message}</p>
            <p>
              Pick them on <Link to="/shortlist">your shortlist</Link>, or{' '}
              <Link to="/project-listing">browse properties</Link> and save the ones you like with Favorite.
            </p>
          </div>
        )}
      </section>
    </>
  );
}
