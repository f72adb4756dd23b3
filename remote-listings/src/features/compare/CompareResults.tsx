import { useEffect } from 'react';
import { Link } from 'shared-ui/router';
import { describeApiError, Spinner, StatusMessage } from 'shared-ui';
import { compareColumns, compareHref, compareRows, type CompareColumn } from './compareModel';
import { CompareTable } from './CompareTable';
import { usePropertiesByIdsQuery } from './propertiesEndpoints';
import styles from './ComparePage.module.css';

type Found = Extract<CompareColumn, { state: 'found' }>;

/** The comparison of valid ids: the table of the found properties and a note on removed ones. */
export function CompareResults({ ids }: { ids: number[] }) {
  const { data, isError, error, refetch } = usePropertiesByIdsQuery(ids);
  useEffect(() => {
    if (isError) console.error('Compare: GET /api/properties failed', error);
  }, [isError, error]);

  if (isError) {
    return (
      <StatusMessage
        title="These properties could not be loaded"
        message={describeApiError(error)}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!data) return <Spinner label="Loading the comparison…" />;

  const columns = compareColumns(ids, data);
  const found = columns.filter((c): c is Found => c.state === 'found');
  const removed = columns.filter((c) => c.state === 'removed');
  const foundIds = found.map((c) => c.id);
  return (
    <>
      {removed.length > 0 && (
        <div className={styles.notice}>
          <ul className={styles.removed}>
            {removed.map((c) => (
              <li key={c.id}>
                <strong>Removed:</strong> property {c.id} is no longer listed.
              </li>
            ))}
          </ul>
          {found.length >= 2 && <Link to={compareHref(foundIds)}>Compare the others without it</Link>}
          {found.length < 2 && (
            <p>
              Choose more properties on <Link to="/shortlist">your shortlist</Link>.
            </p>
          )}
        </div>
      )}
      {found.length > 0 && (
        <CompareTable columns={found.map((c) => c.facts)} rows={compareRows(found.map((c) => c.facts))} />
      )}
    </>
  );
}
