import { useState } from 'react';
import { formatDate, Spinner, StatusMessage } from 'shared-ui';
import { formatDateTime } from '../../lib/dateTime';
import { failureMessage } from '../../api/answers';
import { AUDIT_PAGE, useGetAccountsQuery, useGetAuditQuery } from './accountsEndpoints';
import { describeChange } from './describeChange';
import buttons from '../../ui/buttons.module.css';
import styles from './AccountsPage.module.css';

/**
 * The admin's screen: who has an account (made and changed with `npm run staff -w api`, see
 * docs/staff-accounts.md) and the audit log of every change, newest first.
 */
export default function AccountsPage() {
  const accounts = useGetAccountsQuery();
  const [before, setBefore] = useState<number | undefined>(undefined);
  const audit = useGetAuditQuery({ before });
  const entries = audit.data?.entries ?? [];
  const last = entries.at(-1);

  return (
    <>
      <h1 className={styles.title}>Staff accounts</h1>
      {accounts.error ? (
        <StatusMessage message={failureMessage(accounts.error)} onRetry={() => void accounts.refetch()} />
      ) : null}
      {accounts.isLoading ? <Spinner label="Loading accounts…" /> : null}
      {accounts.data ? (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">E-mail</th>
                <th scope="col">Role</th>
                <th scope="col">State</th>
                <th scope="col">Since</th>
              </tr>
            </thead>
            <tbody>
              {accounts.data.accounts.map((a) => (
                <tr key={a.id}>
                  <td>{a.email}</td>
                  <td>{a.role}</td>
                  <td>{a.disabled ? 'Disabled' : 'Active'}</td>
                  <td>{formatDate(a.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}

      <h2 className={styles.subtitle}>Audit log</h2>
      {audit.error ? (
        <StatusMessage message={failureMessage(audit.error)} onRetry={() => void audit.refetch()} />
      ) : null}
      {audit.isFetching && entries.length === 0 ? <Spinner label="Loading the audit log…" /> : null}
      <ol className={styles.log}>
        {entries.map((e) => (
          <li key={e.id} className={styles.entry}>
            <p className={styles.what}>
              <strong>{e.action}</strong> {e.subject}
            </p>
            <p className={styles.meta}>
              {formatDateTime(e.at)} · {e.actor ?? 'command line'}
            </p>
            <p className={styles.change}>{describeChange(e.before, e.after)}</p>
          </li>
        ))}
      </ol>
      <div className={styles.pager}>
        {before !== undefined ? (
          <button type="button" className={buttons.button} onClick={() => setBefore(undefined)}>
            Newest
          </button>
        ) : null}
        {last !== undefined && entries.length === AUDIT_PAGE ? (
          <button type="button" className={buttons.button} onClick={() => setBefore(last.id)}>
            Older
          </button>
        ) : null}
      </div>
    </>
  );
}
