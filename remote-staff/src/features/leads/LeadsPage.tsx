import { useState } from 'react';
import { LEAD_KINDS, LEAD_STATUSES, type StaffLead } from 'contracts/api';
import { Spinner, StatusMessage } from 'shared-ui';
import { Link, useSearchParams } from 'shared-ui/router';
import { failureMessage } from '../../api/answers';
import { formatDateTime } from '../../lib/dateTime';
import { useGetSessionQuery } from '../session';
import { exportHref, filtersFromSearch, KIND_LABELS, searchOfFilters, STATUS_LABELS } from './leadFilters';
import { useGetLeadsQuery } from './leadsEndpoints';
import buttons from '../../ui/buttons.module.css';
import styles from '../../ui/listScreen.module.css';
import { SearchForm } from '../../ui/SearchForm';
import { useCursorPages } from '../../ui/useCursorPages';

const STATUS_TONES = { new: 'bad', contacted: 'warn', closed: 'good' } as const;

/** The inbox: every lead, newest first, filtered by kind, status, assignee and a search. */
export default function LeadsPage() {
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const [q, setQ] = useState('');
  const { pages, more, reset } = useCursorPages();
  const me = useGetSessionQuery().data?.account;

  const apply = (next: Partial<typeof filters>) => {
    reset();
    setSearch(searchOfFilters({ ...filters, ...next }), { replace: true });
  };

  return (
    <>
      <div className={styles.head}>
        <h1 className={styles.title}>Leads</h1>
        <a className={buttons.button} href={exportHref(filters)} download>
          Export CSV
        </a>
      </div>
      <div className={styles.filters}>
        <label className={styles.filter}>
          Kind
          <select value={filters.kind ?? ''} onChange={(e) => apply({ kind: e.target.value as typeof filters.kind })}>
            <option value="">All kinds</option>
            {LEAD_KINDS.map((k) => (
              <option key={k} value={k}>
                {KIND_LABELS[k]}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.filter}>
          Status
          <select
            value={filters.status ?? ''}
            onChange={(e) => apply({ status: e.target.value as typeof filters.status })}
          >
            <option value="">Any status</option>
            {LEAD_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.filter}>
          Assigned to
          <select value={filters.assignee ?? ''} onChange={(e) => apply({ assignee: e.target.value || undefined })}>
            <option value="">Anyone</option>
            {me ? <option value={String(me.id)}>Me</option> : null}
            <option value="none">Nobody yet</option>
          </select>
        </label>
        <SearchForm
          placeholder="Name, phone, e-mail or reference"
          onSearch={(text) => {
            reset();
            setQ(text);
          }}
        />
      </div>
      <ol className={styles.list} aria-label="Leads, newest first">
        {pages.map((before, i) => (
          <LeadsPageOf
            key={before ?? 'first'}
            filters={{ ...filters, q: q || undefined }}
            before={before}
            last={i === pages.length - 1}
            onMore={more}
          />
        ))}
      </ol>
    </>
  );
}

/** One page of the inbox; the last page offers the next. */
function LeadsPageOf({
  filters,
  before,
  last,
  onMore,
}: {
  filters: ReturnType<typeof filtersFromSearch> & { q?: string | undefined };
  before: string | undefined;
  last: boolean;
  onMore: (next: string) => void;
}) {
  const { data, error, isFetching, refetch } = useGetLeadsQuery({ ...filters, before });
  if (error) return <StatusMessage message={failureMessage(error)} onRetry={() => void refetch()} />;
  if (data === undefined) return isFetching ? <Spinner label="Loading leads…" /> : null;
  return (
    <>
      {data.leads.length === 0 && before === undefined ? (
        <li className={styles.empty}>No lead matches these filters.</li>
      ) : null}
      {data.leads.map((lead) => (
        <LeadRow key={`${lead.kind}/${lead.id}`} lead={lead} />
      ))}
      {last && data.nextBefore !== null ? (
        <li className={styles.moreRow}>
          <button type="button" className={buttons.button} onClick={() => onMore(data.nextBefore ?? '')}>
            Older leads
          </button>
        </li>
      ) : null}
    </>
  );
}

function LeadRow({ lead }: { lead: StaffLead }) {
  return (
    <li className={styles.row}>
      <div className={styles.main}>
        <Link className={styles.name} to={`/staff/leads/${lead.kind}/${lead.id}`}>
          {lead.name || '(no name)'}
        </Link>
        <span className={styles.badge}>{KIND_LABELS[lead.kind]}</span>
        <span className={`${styles.badge} ${styles[STATUS_TONES[lead.status]]}`}>{STATUS_LABELS[lead.status]}</span>
      </div>
      <p className={styles.summary}>{lead.subject || lead.summary}</p>
      <p className={styles.meta}>
        {formatDateTime(lead.receivedAt)} · {lead.phone || 'no phone'} · {lead.email}
        {lead.property?.title ? ` · ${lead.property.title}` : ''}
      </p>
      <p className={styles.meta}>
        Mail: {lead.delivery.state}
        {lead.delivery.attempts > 1 ? ` (${lead.delivery.attempts} attempts)` : ''} · Assigned to:{' '}
        {lead.assignee?.email ?? 'nobody'} · {lead.noteCount} {lead.noteCount === 1 ? 'note' : 'notes'}
      </p>
    </li>
  );
}
