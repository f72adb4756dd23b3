import { useRef, useState } from 'react';
import {
  checkEnquiry,
  describeWriteFailure,
  ENQUIRY_FAILURE_TEXTS,
  enquiryFieldErrors,
  FormField,
  Honeypot,
  MAX_FIELD_MESSAGE,
  postBackStart,
  postBackValues,
  preloadEnquiryRules,
  useIdempotentSubmit,
  usePostedForm,
} from 'shared-ui';
import { Link } from 'shared-ui/router';
import type { ContactEnquiry } from 'contracts/api';
import { enquiryMessage, enquirySubject } from './contactLinks';
import { usePropertyEnquirySendMutation } from './enquiryEndpoint';
import type { ListingRef } from './listingRef';
import styles from './EnquiryForm.module.css';

/** The form's visible fields, in screen order. */
export const ENQUIRY_FIELDS = ['name', 'phone', 'email', 'message'] as const;
type Field = (typeof ENQUIRY_FIELDS)[number];
type Values = Record<Field, string> & { website: string };
type Errors = Partial<Record<Field, string>>;

export const PRIVACY_POLICY_PATH = '/privacy-policy';

export const sentMessage = (name: string) =>
  `Thank you. Your enquiry about ${name} has been sent; our advisor will contact you soon.`;

const FAILURE_OPTIONS = { texts: ENQUIRY_FAILURE_TEXTS, fields: ENQUIRY_FIELDS, maxFieldLength: MAX_FIELD_MESSAGE };

/**
 * The listing page's short enquiry form. Like the contact form it checks the API's own rules first,
 * reports success only after the server stored the enquiry (with the listing's kind and id), keeps
 * every field on a failure, and cannot send twice. Without JavaScript it posts to its page, with
 * the listing's subject, kind and id in hidden fields.
 */
export function EnquiryForm({ listing }: { listing: ListingRef }) {
  const initial: Values = { name: '', phone: '', email: '', message: enquiryMessage(listing.name), website: '' };
  const posted = usePostedForm('enquiry');
  const [startValues] = useState(() => postBackValues(posted.postBack, initial));
  const [start] = useState(() =>
    postBackStart(posted.postBack, FAILURE_OPTIONS, (m) => enquiryFieldErrors(m, ENQUIRY_FIELDS, 'message')),
  );
  const [errors, setErrors] = useState<Errors>(start.errors);
  const [failure, setFailure] = useState<string | null>(start.failure);
  const [sent, setSent] = useState(posted.sent);
  const [send] = usePropertyEnquirySendMutation();
  const formRef = useRef<HTMLFormElement>(null);

  const focusFirstInvalid = (errs: Errors) => {
    const first = ENQUIRY_FIELDS.find((f) => errs[f]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const { values, setValue, sending, handleSubmit } = useIdempotentSubmit<Values, ContactEnquiry, void>({
    initial,
    start: startValues,
    prepare: async (current) => {
      setSent(false);
      setFailure(null);
      const checked = await checkEnquiry(
        {
          ...current,
          subject: enquirySubject(listing.name),
          property_kind: listing.kind,
          property_id: listing.pid,
        },
        ENQUIRY_FIELDS,
        'message',
      );
      if (!checked.ok) {
        setErrors(checked.errors);
        focusFirstInvalid(checked.errors);
        return null;
      }
      setErrors({});
      return checked.enquiry;
    },
    send: (enquiry, idempotencyKey) => send({ enquiry, idempotencyKey }).unwrap(),
    onSent: () => setSent(true),
    onFailed: (error) => {
      console.error('The property enquiry could not be sent', error);
      const f = describeWriteFailure(error, FAILURE_OPTIONS);
      setErrors(f.fields);
      setFailure(f.message);
      focusFirstInvalid(f.fields);
    },
  });

  const update = (field: keyof Values, value: string) => {
    setValue(field, value);
    setSent(false);
    if (field !== 'website') setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  };

  return (
    <form
      ref={formRef}
      method="post"
      action={posted.action}
      className={styles.form}
      onSubmit={(e) => void handleSubmit(e)}
      onFocus={preloadEnquiryRules}
      noValidate
      aria-label={`Enquiry about ${listing.name}`}
      aria-busy={sending}
    >
      <FormField
        label="Name"
        name="name"
        autoComplete="name"
        required
        value={values.name}
        error={errors.name}
        onChange={(e) => update('name', e.target.value)}
      />
      <FormField
        label="Phone"
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        required
        value={values.phone}
        error={errors.phone}
        onChange={(e) => update('phone', e.target.value)}
      />
      <FormField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        error={errors.email}
        onChange={(e) => update('email', e.target.value)}
      />
      <FormField
        label="Message"
        name="message"
        multiline
        rows={2}
        required
        value={values.message}
        error={errors.message}
        onChange={(e) => update('message', e.target.value)}
      />
      {posted.hiddenFields}
      <input type="hidden" name="subject" value={enquirySubject(listing.name)} />
      <input type="hidden" name="property_kind" value={listing.kind} />
      <input type="hidden" name="property_id" value={listing.pid} />
      {/* Honeypot: bots that fill it get a quiet success from the API. */}
      <Honeypot value={values.website} onChange={(v) => update('website', v)} />
      <div className={styles.status} aria-live="polite">
        {sent && (
          <p className={styles.success} role="status">
            {sentMessage(listing.name)}
          </p>
        )}
      </div>
      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className={styles.submit} disabled={sending}>
        {sending ? 'SENDING…' : 'Send enquiry'}
      </button>
      <p className={styles.note}>
        How we use your details: <Link to={PRIVACY_POLICY_PATH}>Privacy Policy</Link>
      </p>
    </form>
  );
}
