import { useRef, useState } from 'react';
import { Link } from 'shared-ui/router';
import {
  describeWriteFailure,
  FormField,
  Honeypot,
  postBackStart,
  postBackValues,
  StatusMessage,
  useIdempotentSubmit,
  usePostedForm,
} from 'shared-ui';
import { fieldErrors, loanLeadSchema, type LoanLead } from 'contracts/api';
import { useSubmitLoanLeadMutation, type WriteAnswer } from '../../api/financeApi';
import {
  formErrors,
  LEAD_FAILURE_TEXTS,
  LEAD_FIELDS,
  MAX_LEAD_FIELD_MESSAGE,
  type LeadField,
  type LeadFieldErrors,
} from './leadErrors';
import styles from './LeadForm.module.css';

interface Values {
  name: string;
  email: string;
  phone: string;
  /** Honeypot: hidden from people, filled in by bots. */
  website: string;
}

const EMPTY: Values = { name: '', email: '', phone: '', website: '' };

const FAILURE_OPTIONS = { texts: LEAD_FAILURE_TEXTS, fields: LEAD_FIELDS, maxFieldLength: MAX_LEAD_FIELD_MESSAGE };

/** Said after a lead posted without JavaScript was stored: its name is never put in the success view's URL. */
export const POSTED_LEAD_THANKS =
  'Thank you! We have received your details. Our home-loan advisor will call you shortly with offers from our partner banks.';

/**
 * The home-loan estimate form. Unlike the original (which only prevented the default action),
 * the lead is sent to the API: checked first with the same zod schema the API uses, the button
 * is disabled while sending, a failure keeps what was typed and says what went wrong. Without
 * JavaScript it posts to its page (the site server stores it, or shows it again with what was typed).
 */
export function LeadForm() {
  const posted = usePostedForm('loan-lead');
  const [startValues] = useState(() => postBackValues(posted.postBack, EMPTY));
  const [start] = useState(() => postBackStart(posted.postBack, FAILURE_OPTIONS, (m) => formErrors(startValues, m)));
  const [errors, setErrors] = useState<LeadFieldErrors>(start.errors);
  const [failure, setFailure] = useState<string | null>(start.failure);
  const [sentName, setSentName] = useState<string | null>(null);
  const [sentByPost, setSentByPost] = useState(posted.sent);
  const [submitLead] = useSubmitLoanLeadMutation();
  const formRef = useRef<HTMLFormElement>(null);

  const { values, setValue, sending, handleSubmit } = useIdempotentSubmit<Values, LoanLead, WriteAnswer>({
    initial: EMPTY,
    start: startValues,
    prepare: (current) => {
      setFailure(null);
      setSentName(null);
      setSentByPost(false);
      const parsed = loanLeadSchema.safeParse(current);
      if (!parsed.success) {
        const next = formErrors(current, fieldErrors<LoanLead>(parsed.error));
        setErrors(next);
        const first = LEAD_FIELDS.find((f) => next[f]);
        if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
        return null;
      }
      setErrors({});
      return parsed.data;
    },
    send: (lead, idempotencyKey) => submitLead({ lead, idempotencyKey }).unwrap(),
    onSent: (_answer, lead) => setSentName(lead.name),
    onFailed: (err) => {
      console.error('The loan lead could not be sent', err);
      const f = describeWriteFailure(err, FAILURE_OPTIONS);
      setFailure(f.message);
      setErrors(f.fields);
    },
  });

  const change = (field: keyof Values) => (e: { currentTarget: HTMLInputElement }) => {
    setValue(field, e.currentTarget.value);
    if (field !== 'website') setErrors((prev) => ({ ...prev, [field]: undefined }));
  };

  const errorText = (field: LeadField) => (typeof errors[field] === 'string' ? (errors[field] as string) : undefined);

  return (
    <form
      ref={formRef}
      method="post"
      action={posted.action}
      className={styles.form}
      onSubmit={(e) => void handleSubmit(e)}
      noValidate
      aria-labelledby="lead-form-title"
      aria-busy={sending}
    >
      <h2 id="lead-form-title" className={styles.title}>
        Get your home loan estimate
      </h2>
      <FormField
        label="Name"
        name="name"
        autoComplete="name"
        required
        value={values.name}
        onChange={change('name')}
        invalid={Boolean(errors.name)}
        error={errorText('name')}
        maxLength={100}
      />
      <FormField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={change('email')}
        invalid={Boolean(errors.email)}
        error={errorText('email')}
        maxLength={254}
      />
      <FormField
        label="Phone"
        name="phone"
        // 'tel' is the one phone autofill name valid on a tel input; its +91 form passes the phone rule.
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        prefix="+91"
        value={values.phone}
        onChange={change('phone')}
        invalid={Boolean(errors.phone)}
        error={errorText('phone')}
        maxLength={20}
      />
      {posted.hiddenFields}
      <Honeypot value={values.website} onChange={(website) => setValue('website', website)} />
      <button type="submit" className={styles.submit} disabled={sending}>
        {sending ? 'Sending…' : 'Get Home Loan Estimate'}
      </button>
      {/* The privacy notice lives in the content remote; a router link reaches it in the same page. */}
      <p className={styles.privacy}>
        How we use your details: <Link to="/privacy-policy">Privacy Policy</Link>
      </p>
      <div aria-live="polite">
        {sentName !== null && (
          <p className={styles.success} role="status">
            Thank you, {sentName}! We have received your details. Our home-loan advisor will call you shortly with
            offers from our partner banks.
          </p>
        )}
        {sentName === null && sentByPost && (
          <p className={styles.success} role="status">
            {POSTED_LEAD_THANKS}
          </p>
        )}
      </div>
      {failure && <StatusMessage title="Your details were not sent" message={failure} />}
    </form>
  );
}
