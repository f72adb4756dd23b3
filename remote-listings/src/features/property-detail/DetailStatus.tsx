import { Link } from 'shared-ui/router';
import { describeApiError, NotFoundScreen, Spinner, StatusMessage, useHttpStatus } from 'shared-ui';
import { detailMeta } from './detailMeta';
import type { DetailState } from './useDetail';
import type { PropertyKind } from './parseDetail';
import styles from './DetailStatus.module.css';

export const NOT_FOUND_TITLE = 'Property not found';
export const NOT_FOUND_MESSAGE =
  'We could not find this property. It may have been sold or removed, or the link may be incomplete.';

/**
 * What a detail page shows instead of the listing: a spinner, not-found (the site's not-found
 * screen: HTTP 404 and noindex on the server; 410 for a listing the firm unpublished, so search
 * engines drop it at once), or a failed call.
 */
export function DetailStatus({
  result,
  kind,
  citySlug,
}: {
  result: Exclude<DetailState, { state: 'ready' }>;
  kind: PropertyKind;
  citySlug: string;
}) {
  if (result.state === 'loading') {
    // Holds the gallery's place so the page does not jump when the listing arrives.
    return (
      <div className={styles.skeleton}>
        <div className={styles.photo}>
          <Spinner label="Loading property details…" />
        </div>
      </div>
    );
  }
  if (result.state === 'error') {
    return (
      <StatusMessage
        title="This property could not be loaded"
        message={describeApiError(result.error)}
        onRetry={result.retry}
      />
    );
  }
  return <NotFound result={result} kind={kind} citySlug={citySlug} />;
}

function NotFound({
  result,
  kind,
  citySlug,
}: {
  result: { state: 'not-found' | 'gone' };
  kind: PropertyKind;
  citySlug: string;
}) {
  // The not-found screen raises 404; the page's status is the highest raised, so 410 wins.
  useHttpStatus(result.state === 'gone' ? 410 : 404);
  return (
    <NotFoundScreen {...detailMeta(kind, result)}>
      <div className={styles.notFound}>
        <StatusMessage tone="info" title={NOT_FOUND_TITLE} message={NOT_FOUND_MESSAGE} />
        <p className={styles.links}>
          <Link to={`/property/${citySlug || 'noida'}/all/${kind}`}>Browse {kind} properties</Link>
          <Link to="/">Go to the home page</Link>
        </p>
      </div>
    </NotFoundScreen>
  );
}
