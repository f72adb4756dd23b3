import { useState, type FormEvent } from 'react';
import type { StaffListingDetailAnswer } from 'contracts/api';
import { Spinner, StatusMessage } from 'shared-ui';
import { Link, useLocation, useParams } from 'shared-ui/router';
import { failureMessage, fieldMessages } from '../../api/answers';
import { formatDateTime } from '../../lib/dateTime';
import { publicListingHref } from '../../lib/publicListing';
import buttons from '../../ui/buttons.module.css';
import { DeleteListing } from './DeleteListing';
import { checkEdit, fromListingFields, type ListingFieldName, type ListingFormValues } from './listingForm';
import { ListingFields } from './ListingFields';
import { ListingPhotos } from './ListingPhotos';
import { STATE_LABELS } from './listingStates';
import { useChangeListingMutation, useGetListingQuery, useSaveListingMutation } from './listingsEndpoints';
import styles from './ListingEditPage.module.css';

/** One listing: every field, whether the public pages show it, its photos, and deleting it. */
export default function ListingEditPage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id < 1) return <StatusMessage message="There is no such listing." />;
  return <ListingEditor id={id} />;
}

type SaveListing = ReturnType<typeof useSaveListingMutation>;

function ListingEditor({ id }: { id: number }) {
  const { data, error, isLoading, refetch } = useGetListingQuery(id);
  // Here, not in the form: the form starts again from the saved values, the save's outcome stays.
  const save = useSaveListingMutation();
  const [change, changing] = useChangeListingMutation();
  const notice = (useLocation().state as { notice?: unknown } | null)?.notice;
  if (isLoading) return <Spinner label="Loading the listing…" />;
  if (error || data === undefined)
    return <StatusMessage message={failureMessage(error)} onRetry={() => void refetch()} />;
  const { listing, fields } = data;
  const published = listing.state === 'published';
  const href = publicListingHref(listing.kind, listing.id, listing.slug, fields.city);

  return (
    <article className={styles.page}>
      <p>
        <Link to="/staff/listings">← All listings</Link>
      </p>
      <h1 className={styles.title}>{listing.title}</h1>
      <p className={styles.meta}>
        {listing.location} · {listing.kind} · #{listing.id} · {STATE_LABELS[listing.state]} · changed{' '}
        {formatDateTime(listing.updatedAt)}
        {listing.publishedAt === null ? ' · never published' : ''}
      </p>
      <p className={styles.meta}>
        Public address: <code>{href}</code>
        {published ? (
          <>
            {' · '}
            <a href={href}>Open the public page</a>
          </>
        ) : null}
      </p>
      {typeof notice === 'string' && save[1].isUninitialized ? <StatusMessage tone="info" message={notice} /> : null}
      {changing.error ? <StatusMessage message={failureMessage(changing.error)} /> : null}
      <section className={styles.publish} aria-label="Publishing">
        <p>
          {published
            ? 'Visitors see this listing on the site, in search results and in the sitemap.'
            : listing.state === 'draft'
              ? 'A draft: visitors do not see it until it is published.'
              : 'Hidden from visitors: its page answers “no longer listed” (410) and it is out of the sitemap.'}
        </p>
        <button
          type="button"
          className={published ? buttons.danger : buttons.primary}
          disabled={changing.isLoading}
          onClick={() => void change({ id: listing.id, change: { state: published ? 'unpublished' : 'published' } })}
        >
          {published ? 'Unpublish' : 'Publish'}
        </button>
      </section>
      {/* Keyed by the saved fields: a save starts the form again from them; publishing keeps what is typed. */}
      <ListingForm key={JSON.stringify(fields)} data={data} mutation={save} />
      <ListingPhotos listingId={listing.id} />
      <DeleteListing listing={listing} />
    </article>
  );
}

function ListingForm({ data, mutation }: { data: StaffListingDetailAnswer; mutation: SaveListing }) {
  const saved = fromListingFields(data.fields);
  const [values, setValues] = useState<ListingFormValues>(saved);
  const [save, { isLoading, error, isSuccess }] = mutation;
  // Checked here with the API's own schema first: a slip is shown at once and nothing is sent.
  const [checked, setChecked] = useState<Partial<Record<ListingFieldName, string>>>({});
  const errors = { ...fieldMessages(error), ...checked };
  const count = Object.keys(errors).length;
  const unchanged = (Object.keys(saved) as ListingFieldName[]).every((k) => saved[k] === values[k]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = checkEdit(values);
    if (!result.ok) {
      setChecked(result.fields);
      return;
    }
    setChecked({});
    void save({ id: data.listing.id, fields: result.body });
  };

  return (
    <section className={styles.section} aria-labelledby="listing-fields">
      <h2 id="listing-fields" className={styles.subtitle}>
        Every field
      </h2>
      {error && count === 0 ? <StatusMessage message={failureMessage(error)} /> : null}
      {isSuccess && !error && Object.keys(checked).length === 0 ? (
        <StatusMessage tone="info" message="Saved. The public pages show it within a few seconds." />
      ) : null}
      <form className={styles.form} onSubmit={submit} noValidate aria-label="Edit the listing">
        <ListingFields
          values={values}
          errors={errors}
          onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))}
        />
        {count > 0 ? (
          <p role="alert" className={styles.problem}>
            Please check the {count === 1 ? 'field' : `${count} fields`} marked above.
          </p>
        ) : null}
        <p className={styles.meta}>A new title gives the listing a new address; the old one keeps leading here.</p>
        <button type="submit" className={buttons.primary} disabled={isLoading || unchanged}>
          {isLoading ? 'Saving…' : 'Save changes'}
        </button>
      </form>
    </section>
  );
}
