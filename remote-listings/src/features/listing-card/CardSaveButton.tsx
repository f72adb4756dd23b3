import { useState } from 'react';
import type { ListingKind } from './cardModel';
import { useFavorite } from './useFavorite';
import styles from './ListingCard.module.css';

/**
 * The card's heart: saves the listing to the shortlist on this device, as Favorite does on its
 * page. Its name says which listing and its state is aria-pressed; a refused write says so.
 */
export function CardSaveButton({ kind, pid, title }: { kind: ListingKind; pid: number; title: string }) {
  const { favorite, toggle } = useFavorite(kind, pid);
  const [refused, setRefused] = useState(false);
  return (
    <button
      type="button"
      className={`${styles.save} ${favorite ? styles.saved : ''}`}
      aria-pressed={favorite}
      aria-label={`Save ${title} to your shortlist`}
      title={refused ? 'This browser did not let us save it' : undefined}
      onClick={() => setRefused(toggle() === null)}
    >
      <span aria-hidden="true">{favorite ? '♥' : '♡'}</span>
    </button>
  );
}
