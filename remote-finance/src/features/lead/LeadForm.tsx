import { useRef, useState, type FormEvent } from 'react';
import { FormField, StatusMessage } from 'shared-ui';
import { fieldErrors, loanLeadSchema, type LoanLead } from 'contracts/api';
import { useSubmitLoanLeadMutation } from '../../api/financeApi';
import { createKeyKeeper } from './idempotencyKey';
import { describeLeadFailure, formErrors, type LeadField, type LeadFieldErrors } from './leadErrors';
import styles from './LeadForm.module.css';

interface Values {
  name: string;
  email: string;
  phone: string;
  /** Honeypot: hidden from people, filled in by bots. */
  website: string;
}

const EMPTY: Values = { name: '', email: '', phone: '', website: '' };

/**
 * The home-loan estimate form. Unlike the original (which only prevented the default action),
 * the lead is sent to the API: checked first with the same zod schema the API uses, the button
 * is disabled while sending, a failure keeps what was typed and says what went wrong.
 */
export function LeadForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<LeadFieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sentName, setSentName] = useState<string | null>(null);
  const [submitLead, { isLoading }] = useSubmitLoanLeadMutation();
  // The ref blocks a second send in the same tick, before the disabled button has rendered.
  const sending = useRef(false);
  const keys = useRef(createKeyKeeper());
  const formRef = useRef<HTMLFormElement>(null);

  const change = (field: keyof Values) => (e: { currentTarget: HTMLInputElement }) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
    if (field !== 'website') setErrors((prev) => ({ ...prev, [field]: undefined }));
  };

  const errorText = (field: LeadField) => (typeof errors[field] === 'string' ? (errors[field] as string) : undefined);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (sending.current) return;
    setFailure(null);
    setSentName(null);
    const parsed = loanLeadSchema.safeParse(values);
    if (!parsed.success) {
      const next = formErrors(values, fieldErrors<LoanLead>(parsed.error));
      setErrors(next);
      const first = (['name', 'email', 'phone'] as const).find((f) => next[f]);
      if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    sending.current = true;
    const lead = parsed.data;
    try {
      await submitLead({ lead, idempotencyKey: keys.current.keyFor(JSON.stringify(lead)) }).unwrap();
      keys.current.reset();
      setSentName(lead.name);
      setValues(EMPTY);
    } catch (err) {
      console.error('The loan lead could not be sent', err);
      const f = describeLeadFailure(err);
      setFailure(f.message);
      if (f.fields) setErrors(f.fields);
    } finally {
      sending.current = false;
    }
  }

  return (
    <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="lead-form-title" aria-busy={isLoading}>
      <h2 id="lead-form-title" className={styles.title}>
        Get your home loan estimate
      </h2>
      <FormField label="Name" name="name" autoComplete="name" required value={values.name} onChange={change('name')} invalid={Boolean(errors.name)} error={errorText('name')} maxLength={100} />
      <FormField label="Email" name="email" type="email" autoComplete="email" required value={values.email} onChange={change('email')} invalid={Boolean(errors.email)} error={errorText('email')} maxLength={254} />
      <FormField label="Phone" name="phone" type="tel" inputMode="tel" autoComplete="tel-national" prefix="+91" value={values.phone} onChange={change('phone')} invalid={Boolean(errors.phone)} error={errorText('phone')} maxLength={20} />
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor="lead-website">Website</label>
        <input id="lead-website" name="website" type="text" tabIndex={-1} autoComplete="off" value={values.website} onChange={change('website')} />
      </div>
      <button type="submit" className={styles.submit} disabled={isLoading}>
        {isLoading ? 'Sending…' : 'Get Home Loan Estimate'}
      </button>
      <div aria-live="polite">
        {sentName !== null && (
          <p className={styles.success} role="status">
            Thank you, {sentName}! We have received your details. Our home-loan advisor will call you shortly with offers from our partner banks.
          </p>
        )}
      </div>
      {failure && <StatusMessage title="Your details were not sent" message={failure} />}
    </form>
  );
}
