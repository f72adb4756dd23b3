import { useState, type FormEvent } from 'react';
import { LISTING_TITLE_MAX, staffListingChangeSchema, type StaffListing } from 'contracts/api';
import { formatLakhPrice, FormField, Spinner, StatusMessage } from 'shared-ui';
import { Link, useParams } from 'shared-ui/router';
import { failureMessage, fieldMessages } from '../../api/answers';
import { formatDateTime } from '../../lib/dateTime';
import { publicListingHref } from '../../lib/publicListing';
import { STATE_LABELS } from './listingStates';
import { useChangeListingMutation, useGetListingQuery } from './listingsEndpoints';
import buttons from '../../ui/buttons.module.css';
import styles from './ListingEditPage.module.css';

/** One listing: its title and price, and whether the public pages show it. */
export default function ListingEditPage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id < 1) return <StatusMessage message="There is no such listing." />;
  return <ListingEditor id={id} />;
}

type ChangeListing = ReturnType<typeof useChangeListingMutation>;

function ListingEditor({ id }: { id: number }) {
  const { data, error, isLoading, refetch } = useGetListingQuery(id);
  // Here, not in the form: the form starts again from the saved values, the save's outcome stays.
  const mutation = useChangeListingMutation();
  if (isLoading) return <Spinner label="Loading the listing…" />;
  if (error || data === undefined)
    return <StatusMessage message={failureMessage(error)} onRetry={() => void refetch()} />;
  return <ListingForm key={data.listing.updatedAt} listing={data.listing} mutation={mutation} />;
}

function ListingForm({ listing, mutation }: { listing: StaffListing; mutation: ChangeListing }) {
  const [title, setTitle] = useState(listing.title);
  const [price, setPrice] = useState(String(listing.price));
  const [change, { isLoading, error, isSuccess }] = mutation;
  // Checked here with the API's own schema first: a slip is shown at once and nothing is sent.
  const [checked, setChecked] = useState<Record<string, string>>({});
  const fields = { ...fieldMessages(error), ...checked };
  const priceNumber = price.trim() === '' ? Number.NaN : Number(price);

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = {
      ...(title.trim() !== listing.title ? { title } : {}),
      ...(priceNumber !== listing.price ? { price: priceNumber } : {}),
    };
    const result = staffListingChangeSchema.safeParse(next);
    if (!result.success) {
      setChecked(
        Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0] ?? 'price'), issue.message])),
      );
      return;
    }
    setChecked({});
    void change({ id: listing.id, change: result.data });
  };
  const unchanged = title.trim() === listing.title && priceNumber === listing.price;
  const published = listing.state === 'published';

  return (
    <article className={styles.page}>
      <p>
        <Link to="/staff/listings">← All listings</Link>
      </p>
      <h1 className={styles.title}>{listing.title}</h1>
      <p className={styles.meta}>
        {listing.location} · {listing.kind} · #{listing.id} · {STATE_LABELS[listing.state]} · changed{' '}
        {formatDateTime(listing.updatedAt)}
      </p>
      {published ? (
        <p>
          <a href={publicListingHref(listing.kind, listing.id, listing.slug)}>Open the public page</a>
        </p>
      ) : null}
      {error && Object.keys(fields).length === 0 ? <StatusMessage message={failureMessage(error)} /> : null}
      {isSuccess && !error && Object.keys(checked).length === 0 ? (
        <StatusMessage tone="info" message="Saved. The public pages show it within a few seconds." />
      ) : null}
      <form className={styles.form} onSubmit={save} noValidate>
        <FormField
          label="Title"
          required
          maxLength={LISTING_TITLE_MAX}
          value={title}
          error={fields.title}
          onChange={(e) => setTitle(e.target.value)}
        />
        <FormField
          label="Price (lakhs)"
          required
          inputMode="decimal"
          value={price}
          error={fields.price}
          onChange={(e) => setPrice(e.target.value)}
        />
        {Number.isFinite(priceNumber) ? <p className={styles.meta}>Shown as {formatLakhPrice(priceNumber)}</p> : null}
        <button type="submit" className={buttons.primary} disabled={isLoading || unchanged}>
          {isLoading ? 'Saving…' : 'Save changes'}
        </button>
      </form>
      <section className={styles.publish} aria-label="Publishing">
        <p>
          {published
            ? 'Visitors see this listing on the site, in search results and in the sitemap.'
            : 'Hidden from visitors: its page answers “no longer listed” (410) and it is out of the sitemap.'}
        </p>
        <button
          type="button"
          className={published ? buttons.danger : buttons.primary}
          disabled={isLoading}
          onClick={() => void change({ id: listing.id, change: { state: published ? 'unpublished' : 'published' } })}
        >
          {published ? 'Unpublish' : 'Publish'}
        </button>
      </section>
    </article>
  );
}
