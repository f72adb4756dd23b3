import { useState, type FormEvent } from 'react';
import { StatusMessage } from 'shared-ui';
import { Link, useNavigate } from 'shared-ui/router';
import { failureMessage, fieldMessages } from '../../api/answers';
import buttons from '../../ui/buttons.module.css';
import { checkCreate, EMPTY_LISTING, type ListingFieldName, type ListingFormValues } from './listingForm';
import { ListingFields } from './ListingFields';
import { useCreateListingMutation } from './listingsEndpoints';
import styles from './ListingEditPage.module.css';

/** A new listing: every field, checked with the API's own schema; it starts as a draft. */
export default function NewListingPage() {
  const navigate = useNavigate();
  const [values, setValues] = useState<ListingFormValues>(EMPTY_LISTING);
  const [checked, setChecked] = useState<Partial<Record<ListingFieldName, string>>>({});
  const [create, { isLoading, error }] = useCreateListingMutation();
  const errors = { ...fieldMessages(error), ...checked };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = checkCreate(values);
    if (!result.ok) {
      setChecked(result.fields);
      return;
    }
    setChecked({});
    const answer = await create(result.body);
    if ('data' in answer && answer.data !== undefined)
      void navigate(`/staff/listings/${answer.data.listing.id}`, { state: { notice: 'Draft created.' } });
  };
  const count = Object.keys(errors).length;

  return (
    <article className={styles.page}>
      <p>
        <Link to="/staff/listings">← All listings</Link>
      </p>
      <h1 className={styles.title}>New listing</h1>
      <p className={styles.meta}>It starts as a draft: visitors see it once it is published.</p>
      {error && count === 0 ? <StatusMessage message={failureMessage(error)} /> : null}
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-label="New listing">
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
        <button type="submit" className={buttons.primary} disabled={isLoading}>
          {isLoading ? 'Creating…' : 'Create draft'}
        </button>
      </form>
    </article>
  );
}
