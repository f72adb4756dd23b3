import { useParams } from 'shared-ui/router';
import { isSlug } from 'contracts/api';
import { RecentlyViewed, recentEntryOf, useRecordView, type ViewedListing } from '../recently-viewed';
import { SimilarProperties } from './SimilarProperties';
import type { SimilarKind } from './similarEndpoints';
import styles from './RelatedListings.module.css';

/**
 * Under a detail page's content: its similar listings and this device's recently viewed ones
 * (without this listing), and the view of this listing recorded for the next page.
 */
export function RelatedListings({ kind, listing }: { kind: SimilarKind; listing: ViewedListing }) {
  const slug = useParams().propertyName ?? '';
  useRecordView(isSlug(slug) ? recentEntryOf(kind, listing, slug) : null);
  return (
    <div className={styles.related}>
      <SimilarProperties kind={kind} pid={listing.pid} />
      <RecentlyViewed exclude={{ kind, pid: listing.pid }} variant="detail" />
    </div>
  );
}
