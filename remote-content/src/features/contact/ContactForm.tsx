import { useRef, useState } from 'react';
import {
  describeWriteFailure,
  enquiryFieldErrors,
  FormField,
  Honeypot,
  postBackStart,
  postBackValues,
  useIdempotentSubmit,
  usePostedForm,
} from 'shared-ui';
import type { ContactEnquiry } from 'contracts/api';
import { useSubmitEnquiryMutation } from '../../api/enquiryApi';
import {
  CONTACT_FAILURE_TEXTS,
  CONTACT_FIELDS,
  EMPTY_CONTACT,
  MAX_FIELD_MESSAGE,
  preloadContactRules,
  validateContact,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from './contactFormValues';
import { PrivacyNote } from '../legal';
import { sendEmailCopy } from './emailCopy';
import styles from './ContactForm.module.css';

export const SUCCESS_MESSAGE = 'Form submitted successfully';

const LABELS: Record<ContactField, string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  subject: 'Subject',
  message: 'Message',
};

const FAILURE_OPTIONS = { texts: CONTACT_FAILURE_TEXTS, fields: CONTACT_FIELDS, maxFieldLength: MAX_FIELD_MESSAGE };

/**
 * The 'Get A Quote' form. Unlike the original it reports success only after the server stored
 * the enquiry, keeps every field on a failure, and cannot send twice. Without JavaScript it posts
 * to its page (the site server stores it, or shows it again with what was typed).
 */
export function ContactForm() {
  const posted = usePostedForm('contact');
  const [startValues] = useState(() => postBackValues(posted.postBack, EMPTY_CONTACT));
  const [start] = useState(() =>
    postBackStart(posted.postBack, FAILURE_OPTIONS, (m) => enquiryFieldErrors(m, CONTACT_FIELDS, 'message')),
  );
  const [errors, setErrors] = useState<ContactErrors>(start.errors);
  const [failure, setFailure] = useState<string | null>(start.failure);
  const [succeeded, setSucceeded] = useState(posted.sent);
  const [submitEnquiry] = useSubmitEnquiryMutation();
  const formRef = useRef<HTMLFormElement>(null);

  const focusFirstInvalid = (errs: ContactErrors) => {
    const first = CONTACT_FIELDS.find((f) => errs[f]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const { values, setValue, sending, handleSubmit } = useIdempotentSubmit<ContactValues, ContactEnquiry, unknown>({
    initial: EMPTY_CONTACT,
    start: startValues,
    prepare: async (current) => {
      setSucceeded(false);
      setFailure(null);
      const checked = await validateContact(current);
      if (!checked.ok) {
        setErrors(checked.errors);
        focusFirstInvalid(checked.errors);
        return null;
      }
      setErrors({});
      return checked.enquiry;
    },
    send: (enquiry, idempotencyKey) => submitEnquiry({ enquiry, idempotencyKey }).unwrap(),
    onSent: (_answer, enquiry) => {
      setSucceeded(true);
      void sendEmailCopy(enquiry);
    },
    onFailed: (error) => {
      console.error('The enquiry could not be sent', error);
      const f = describeWriteFailure(error, FAILURE_OPTIONS);
      setErrors(f.fields);
      setFailure(f.message);
      focusFirstInvalid(f.fields);
    },
  });

  const update = (field: keyof ContactValues, value: string) => {
    setValue(field, value);
    setSucceeded(false);
    if (field !== 'website') setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  };

  return (
    <form
      ref={formRef}
      method="post"
      action={posted.action}
      className={styles.form}
      onSubmit={(e) => void handleSubmit(e)}
      onFocus={preloadContactRules}
      noValidate
      aria-labelledby="quote-heading"
      aria-busy={sending}
    >
      <h2 id="quote-heading" className={styles.heading}>
        Get A Quote
      </h2>
      <div className={styles.grid}>
        <FormField
          label={LABELS.name}
          name="name"
          autoComplete="name"
          required
          value={values.name}
          error={errors.name}
          onChange={(e) => update('name', e.target.value)}
        />
        <FormField
          label={LABELS.email}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          error={errors.email}
          onChange={(e) => update('email', e.target.value)}
        />
        <FormField
          label={LABELS.phone}
          name="phone"
          // The spec's number input: no phone autofill name is valid HTML on it ('tel' and
          // 'tel-national' are for text or tel inputs), so the browser guesses from the name.
          type="number"
          inputMode="numeric"
          required
          value={values.phone}
          error={errors.phone}
          onChange={(e) => update('phone', e.target.value)}
          onWheel={(e) => e.currentTarget.blur()}
        />
        <FormField
          label={LABELS.subject}
          name="subject"
          required
          value={values.subject}
          error={errors.subject}
          onChange={(e) => update('subject', e.target.value)}
        />
      </div>
      <FormField
        label={LABELS.message}
        name="message"
        multiline
        rows={5}
        required
        value={values.message}
        error={errors.message}
        onChange={(e) => update('message', e.target.value)}
      />
      {posted.hiddenFields}
      {/* Honeypot: bots that fill it get a quiet success from the API. */}
      <Honeypot value={values.website} onChange={(v) => update('website', v)} />
      <div className={styles.status} aria-live="polite">
        {succeeded && (
          <p className={styles.success} role="status">
            {SUCCESS_MESSAGE}
          </p>
        )}
      </div>
      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className={styles.submit} disabled={sending}>
        {sending ? 'SENDING…' : 'GET A FREE SERVICE'}
      </button>
      <PrivacyNote />
    </form>
  );
}
