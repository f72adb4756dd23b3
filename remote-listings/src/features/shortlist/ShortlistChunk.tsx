import { useEffect } from 'react';
import { describeApiError, StatusMessage } from 'shared-ui';
import { MAX_COMPARE } from 'contracts/api';
import { usePropertiesByIdsQuery } from '../compare';
import { RemovedItem, ShortlistItem } from './ShortlistItem';
import styles from './ShortlistPage.module.css';

interface ShortlistChunkProps {
  ids: number[];
  /** The first page's first row loads its images at once. */
  first: boolean;
  selected: number[];
  onToggle: (id: number) => void;
  onRemove: (id: number) => void;
}

/** One API call's worth of saved properties (at most 50), as list items of the shortlist. */
export function ShortlistChunk({ ids, first, selected, onToggle, onRemove }: ShortlistChunkProps) {
  // `data` is the last answer even while a changed list is asked again: cards stay, none flash.
  const { data, isError, error, refetch } = usePropertiesByIdsQuery(ids);
  useEffect(() => {
    if (isError) console.error('Shortlist: GET /api/properties failed', error);
  }, [isError, error]);

  if (isError && !data) {
    return (
      <li className={styles.wide}>
        <StatusMessage
          title="Your saved properties could not be loaded"
          message={describeApiError(error)}
          onRetry={() => void refetch()}
        />
      </li>
    );
  }
  const byId = new Map(data?.properties.map((p) => [p.p_id, p]));
  const missing = new Set(data?.missing);
  const full = selected.length >= MAX_COMPARE;
  return (
    <>
      {ids.map((id, i) => {
        const facts = byId.get(id);
        return (
          <li key={id}>
            {facts ? (
              <ShortlistItem
                facts={facts}
                aboveFold={first && i < 3}
                picked={selected.includes(id)}
                canPick={!full}
                onToggle={onToggle}
                onRemove={onRemove}
              />
            ) : missing.has(id) ? (
              <RemovedItem id={id} onRemove={onRemove} />
            ) : (
              <div className={styles.placeholder} aria-hidden="true" />
            )}
          </li>
        );
      })}
    </>
  );
}
