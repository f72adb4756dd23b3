import { useState } from 'react';
import { PrinterIcon } from './icons';
import { shareLink, SHARE_MESSAGES } from 'shared-ui/share';
import { useFavorite } from '../listing-card';
import type { PropertyKind } from './parseDetail';
import styles from './DetailActions.module.css';

const FAVORITE_REFUSED = 'Sorry, this browser did not let us save your favourite.';

/** Share, Favorite and Print for one listing, each doing what its name says. */
export function DetailActions({ kind, pid, name }: { kind: PropertyKind; pid: number; name: string }) {
  const { favorite, toggle } = useFavorite(kind, pid);
  const [message, setMessage] = useState('');

  const onShare = async () => {
    setMessage('');
    const result = await shareLink(
      { title: name, url: window.location.href },
      typeof navigator === 'undefined' ? undefined : navigator,
    );
    setMessage(SHARE_MESSAGES[result]);
  };

  const onFavorite = () => {
    const saved = toggle();
    setMessage(
      saved === null
        ? FAVORITE_REFUSED
        : saved
          ? 'Saved to your favourites on this device'
          : 'Removed from your favourites',
    );
  };

  return (
    <div className={styles.actions}>
      <div className={styles.buttons}>
        <button type="button" className={styles.button} onClick={() => void onShare()}>
          <span aria-hidden="true" className={styles.icon}>
            ⤴
          </span>
          Share
        </button>
        <button
          type="button"
          className={`${styles.button} ${favorite ? styles.active : ''}`}
          aria-pressed={favorite}
          onClick={onFavorite}
        >
          <span aria-hidden="true" className={styles.icon}>
            {favorite ? '♥' : '♡'}
          </span>
          Favorite
        </button>
        <button type="button" className={styles.button} onClick={() => window.print()}>
          <PrinterIcon className={styles.icon} />
          Print
        </button>
      </div>
      <p className={styles.message} role="status" aria-live="polite">
        {message}
      </p>
    </div>
  );
}
