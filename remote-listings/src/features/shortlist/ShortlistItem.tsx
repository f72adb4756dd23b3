import type { PropertyFacts } from 'contracts/api';
import { cardFromListItem, ListingCard } from '../listing-card';
import styles from './ShortlistItem.module.css';

const nameOf = (p: PropertyFacts) => p.title.trim() || p.property_name.trim() || `Property ${p.p_id}`;

interface ShortlistItemProps {
  facts: PropertyFacts;
  aboveFold: boolean;
  picked: boolean;
  /** False when four are ticked already (an unticked box is then disabled). */
  canPick: boolean;
  onToggle: (id: number) => void;
  onRemove: (id: number) => void;
}

/** A saved property: its listing card, a box to tick it for compare and a Remove button. */
export function ShortlistItem({ facts, aboveFold, picked, canPick, onToggle, onRemove }: ShortlistItemProps) {
  const name = nameOf(facts);
  return (
    <div className={styles.item}>
      <ListingCard listing={cardFromListItem(facts)} kind={facts.kind} aboveFold={aboveFold} />
      <div className={styles.actions}>
        <label className={styles.pick}>
          <input
            type="checkbox"
            checked={picked}
            disabled={!picked && !canPick}
            onChange={() => onToggle(facts.p_id)}
          />
          Compare<span className="visually-hidden"> {name}</span>
        </label>
        <button type="button" className={styles.remove} onClick={() => onRemove(facts.p_id)}>
          Remove<span className="visually-hidden"> {name} from the shortlist</span>
        </button>
      </div>
    </div>
  );
}

/** A saved property that is no longer listed: said so, with a way to take it off the list. */
export function RemovedItem({ id, onRemove }: { id: number; onRemove: (id: number) => void }) {
  return (
    <div className={`${styles.item} ${styles.removed}`}>
      <p className={styles.removedTitle}>Removed</p>
      <p>Property {id} is no longer listed. It may have been sold or withdrawn.</p>
      <div className={styles.actions}>
        <button type="button" className={styles.remove} onClick={() => onRemove(id)}>
          Remove<span className="visually-hidden"> property {id} from the shortlist</span>
        </button>
      </div>
    </div>
  );
}
