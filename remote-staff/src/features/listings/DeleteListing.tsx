import { useState } from 'react';
import type { StaffListingDetail } from 'contracts/api';
import { StatusMessage } from 'shared-ui';
import { useNavigate } from 'shared-ui/router';
import { failureMessage } from '../../api/answers';
import buttons from '../../ui/buttons.module.css';
import { useDeleteListingMutation } from './listingsEndpoints';
import styles from './ListingEditPage.module.css';

/** Deleting takes two clicks: the first only asks. Then back to the list, which says it was done. */
export function DeleteListing({ listing }: { listing: StaffListingDetail }) {
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [remove, { isLoading, error }] = useDeleteListingMutation();

  const confirm = async () => {
    const answer = await remove(listing.id);
    if (!('error' in answer))
      void navigate('/staff/listings', { state: { notice: `Listing #${listing.id} “${listing.title}” was deleted.` } });
  };

  return (
    <section className={styles.section} aria-labelledby="delete-listing">
      <h2 id="delete-listing" className={styles.subtitle}>
        Delete
      </h2>
      <p>
        {listing.state === 'draft'
          ? 'The draft goes away; its address never answers.'
          : 'The listing leaves the site and the back-office; its address answers “no longer listed” (410).'}{' '}
        Its address and id are never given to another listing.
      </p>
      {error ? <StatusMessage message={failureMessage(error)} /> : null}
      {asking ? (
        <div className={styles.actions} role="group" aria-label="Confirm the deletion">
          <p className={styles.problem}>Delete “{listing.title}” for good?</p>
          <button type="button" className={buttons.danger} disabled={isLoading} onClick={() => void confirm()}>
            {isLoading ? 'Deleting…' : 'Yes, delete this listing'}
          </button>
          <button type="button" className={buttons.button} disabled={isLoading} onClick={() => setAsking(false)}>
            Keep it
          </button>
        </div>
      ) : (
        <button type="button" className={buttons.danger} onClick={() => setAsking(true)}>
          Delete this listing
        </button>
      )}
    </section>
  );
}
