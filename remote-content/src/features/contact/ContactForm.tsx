import { useRef, useState, type FormEvent } from 'react';
import { FormField } from 'shared-ui';
import { useSubmitEnquiryMutation } from '../../api/enquiryApi';
import {
  attemptFor,
  CONTACT_FIELDS,
  describeSendFailure,
  EMPTY_CONTACT,
  newIdempotencyKey,
  validateContact,
  type ContactErrors,
  type ContactField,
  type ContactValues,
  type SendAttempt,
} from './contactForm';
import { sendEmailCopy } from './emailCopy';
import styles from './ContactForm.module.css';

export const SUCCESS_MESSAGE = 'Form submitted successfully';

const LABELS: Record<ContactField, string> = { name: 'Name', email: 'Email', phone: 'Phone', subject: 'Subject', message: 'Message' };

/**
 * The 'Get A Quote' form. Unlike the original it reports success only after the server stored
 * the enquiry, keeps every field on a failure, and cannot send twice.
 */
export function ContactForm() {
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [succeeded, setSucceeded] = useState(false);
  const [submitEnquiry, { isLoading: sending }] = useSubmitEnquiryMutation();
  // A ref, not state: a second press in the same tick must already see the send in flight.
  const inFlight = useRef(false);
  const lastAttempt = useRef<SendAttempt | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const update = (field: keyof ContactValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setSucceeded(false);
    if (field !== 'website') setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  };

  const focusFirstInvalid = (errs: ContactErrors) => {
    const first = CONTACT_FIELDS.find((f) => errs[f]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (inFlight.current) return;
    setSucceeded(false);
    setFailure(null);
    const checked = validateContact(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstInvalid(checked.errors);
      return;
    }
    setErrors({});
    const attempt = attemptFor(lastAttempt.current, JSON.stringify(checked.enquiry), newIdempotencyKey);
    lastAttempt.current = attempt;
    inFlight.current = true;
    try {
      await submitEnquiry({ enquiry: checked.enquiry, idempotencyKey: attempt.idempotencyKey }).unwrap();
      lastAttempt.current = null;
      setValues(EMPTY_CONTACT);
      setSucceeded(true);
      void sendEmailCopy(checked.enquiry);
    } catch (error) {
      console.error('The enquiry could not be sent', error);
      const f = describeSendFailure(error);
      setErrors(f.fields);
      setFailure(f.message);
      focusFirstInvalid(f.fields);
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby="quote-heading" aria-busy={sending}>
      <h2 id="quote-heading" className={styles.heading}>
        Get A Quote
      </h2>
      <div className={styles.grid}>
        <FormField label={LABELS.name} name="name" autoComplete="name" required value={values.name} error={errors.name} onChange={(e) => update('name', e.target.value)} />
        <FormField label={LABELS.email} name="email" type="email" autoComplete="email" required value={values.email} error={errors.email} onChange={(e) => update('email', e.target.value)} />
        <FormField label={LABELS.phone} name="phone" type="number" inputMode="numeric" autoComplete="tel-national" required value={values.phone} error={errors.phone} onChange={(e) => update('phone', e.target.value)} onWheel={(e) => e.currentTarget.blur()} />
        <FormField label={LABELS.subject} name="subject" required value={values.subject} error={errors.subject} onChange={(e) => update('subject', e.target.value)} />
      </div>
      <FormField label={LABELS.message} name="message" multiline rows={5} required value={values.message} error={errors.message} onChange={(e) => update('message', e.target.value)} />
      {/* Honeypot: people never see or reach it; bots that fill it get a quiet success from the API. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label>
          Website
          <input type="text" name="website" tabIndex={-1} autoComplete="off" value={values.website} onChange={(e) => update('website', e.target.value)} />
        </label>
      </div>
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
    </form>
  );
}
