import { useState, type FormEvent } from 'react';
import { LEAD_KINDS, LEAD_NOTE_MAX, LEAD_STATUSES, type LeadKind, type LeadWorkStatus } from 'contracts/api';
import { FormField, Spinner, StatusMessage } from 'shared-ui';
import { Link, useNavigate, useParams } from 'shared-ui/router';
import { failureMessage, fieldMessages } from '../../api/answers';
import { formatDateTime } from '../../lib/dateTime';
import { publicListingHref } from '../../lib/publicListing';
import { useGetSessionQuery } from '../session';
import { KIND_LABELS, STATUS_LABELS } from './leadFilters';
import {
  useAddNoteMutation,
  useChangeLeadMutation,
  useForgetLeadMutation,
  useGetLeadQuery,
  type LeadAddress,
} from './leadsEndpoints';
import buttons from '../../ui/buttons.module.css';
import styles from './LeadDetailPage.module.css';

const isKind = (value: string | undefined): value is LeadKind =>
  (LEAD_KINDS as readonly string[]).includes(value ?? '');

/** One lead: who and what, its mail's delivery, its status and assignee, and the staff's notes. */
export default function LeadDetailPage() {
  const { kind, id } = useParams();
  if (!isKind(kind) || id === undefined) return <StatusMessage message="There is no such lead." />;
  return <LeadDetail lead={{ kind, id }} />;
}

function LeadDetail({ lead: address }: { lead: LeadAddress }) {
  const { data, error, isLoading, refetch } = useGetLeadQuery(address);
  const me = useGetSessionQuery().data?.account;
  const [change, changing] = useChangeLeadMutation();
  const [forget, forgetting] = useForgetLeadMutation();
  const navigate = useNavigate();

  if (isLoading) return <Spinner label="Loading the lead…" />;
  if (error || data === undefined)
    return <StatusMessage message={failureMessage(error)} onRetry={() => void refetch()} />;
  const { lead } = data;

  const forgetPerson = async () => {
    const sure = window.confirm(
      `Forget ${lead.name || 'this person'}? Every lead with this e-mail address or phone number, its notes and its mail copies are deleted for good.`,
    );
    if (!sure) return;
    const answer = await forget(address);
    if ('data' in answer) navigate('/staff/leads', { replace: true });
  };

  return (
    <article className={styles.page}>
      <p>
        <Link to="/staff/leads">← All leads</Link>
      </p>
      <h1 className={styles.title}>{lead.name || '(no name)'}</h1>
      <p className={styles.meta}>
        {KIND_LABELS[lead.kind]} · received {formatDateTime(lead.receivedAt)} · ref {lead.ref}
      </p>
      <dl className={styles.facts}>
        <dt>Phone</dt>
        <dd>{lead.phone ? <a href={`tel:${lead.phone.replace(/[\s-]/g, '')}`}>{lead.phone}</a> : '—'}</dd>
        <dt>E-mail</dt>
        <dd>
          <a href={`mailto:${lead.email}`}>{lead.email}</a>
        </dd>
        {lead.subject ? (
          <>
            <dt>Subject</dt>
            <dd>{lead.subject}</dd>
          </>
        ) : null}
        {lead.property ? (
          <>
            <dt>Property</dt>
            <dd>
              {lead.property.slug ? (
                <a href={publicListingHref(lead.property.kind, lead.property.id, lead.property.slug)}>
                  {lead.property.title ?? lead.property.slug}
                </a>
              ) : (
                'A listing that is gone'
              )}
            </dd>
          </>
        ) : null}
        {lead.page ? (
          <>
            <dt>Sent from</dt>
            <dd>{lead.page}</dd>
          </>
        ) : null}
        <dt>Mail to the firm</dt>
        <dd>
          {lead.delivery.state}
          {lead.delivery.attempts > 0 ? ` after ${lead.delivery.attempts} attempt(s)` : ''}
        </dd>
      </dl>
      <h2 className={styles.subtitle}>Message</h2>
      <p className={styles.message}>{lead.message || '(no message)'}</p>

      <h2 className={styles.subtitle}>Work</h2>
      {changing.error ? <StatusMessage message={failureMessage(changing.error)} /> : null}
      <div className={styles.work}>
        <label className={styles.field}>
          Status
          <select
            value={lead.status}
            disabled={changing.isLoading}
            onChange={(e) => void change({ ...address, change: { status: e.target.value as LeadWorkStatus } })}
          >
            {LEAD_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <p className={styles.assignee}>
          Assigned to: <strong>{lead.assignee?.email ?? 'nobody'}</strong>
        </p>
        {me && lead.assignee?.id !== me.id ? (
          <button
            type="button"
            className={buttons.button}
            disabled={changing.isLoading}
            onClick={() => void change({ ...address, change: { assigneeId: me.id } })}
          >
            Assign to me
          </button>
        ) : null}
        {lead.assignee ? (
          <button
            type="button"
            className={buttons.button}
            disabled={changing.isLoading}
            onClick={() => void change({ ...address, change: { assigneeId: null } })}
          >
            Unassign
          </button>
        ) : null}
      </div>

      <h2 className={styles.subtitle}>Notes</h2>
      <ol className={styles.notes}>
        {lead.notes.map((note) => (
          <li key={note.id} className={styles.note}>
            <p className={styles.noteText}>{note.text}</p>
            <p className={styles.meta}>
              {note.author?.email ?? 'a former account'} · {formatDateTime(note.at)}
            </p>
          </li>
        ))}
      </ol>
      <NoteForm lead={address} />

      {me?.role === 'admin' ? (
        <section className={styles.danger} aria-label="Forget this person">
          {forgetting.error ? <StatusMessage message={failureMessage(forgetting.error)} /> : null}
          <button type="button" className={buttons.danger} disabled={forgetting.isLoading} onClick={forgetPerson}>
            Forget this person
          </button>
        </section>
      ) : null}
    </article>
  );
}

function NoteForm({ lead }: { lead: LeadAddress }) {
  const [text, setText] = useState('');
  const [addNote, { isLoading, error }] = useAddNoteMutation();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const answer = await addNote({ ...lead, text });
    if ('data' in answer) setText('');
  };
  return (
    <form className={styles.noteForm} onSubmit={submit}>
      {error && !fieldMessages(error).text ? <StatusMessage message={failureMessage(error)} /> : null}
      <FormField
        multiline
        label="New note"
        rows={3}
        required
        maxLength={LEAD_NOTE_MAX}
        value={text}
        error={fieldMessages(error).text}
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" className={buttons.button} disabled={isLoading || text.trim() === ''}>
        {isLoading ? 'Saving…' : 'Add note'}
      </button>
    </form>
  );
}
