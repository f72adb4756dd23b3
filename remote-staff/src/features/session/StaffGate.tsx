import { Suspense, type ReactNode } from 'react';
import { mayOpen, STAFF_AREAS, type StaffArea } from 'contracts/api';
import { PageMeta, Spinner, StatusMessage } from 'shared-ui';
import { failureMessage } from '../../api/answers';
import { AREA_TITLES } from './screens';
import { StaffLayout } from './StaffLayout';
import { SignInForm } from './SignInForm';
import { useGetSessionQuery } from './sessionEndpoints';
import { useHydrated } from './useHydrated';
import styles from './StaffGate.module.css';

/**
 * Every staff screen sits behind this: the server (and the hydrating browser) render the sign-in
 * heading only; once hydrated, the browser asks the API for the session its cookie names and shows
 * the sign-in form, a role refusal or the screen. The API checks the session and role again on
 * every call; this only spares staff a screen they cannot use. No staff page is indexed.
 */
export function StaffGate({
  area,
  title,
  children,
}: {
  area?: StaffArea | undefined;
  title: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const session = useGetSessionQuery(undefined, { skip: !hydrated });
  const signedIn = session.data !== undefined;
  const meta = <PageMeta title={signedIn ? `${title} | Staff back-office` : 'Staff sign-in'} noindex />;

  if (!hydrated || session.isUninitialized || (session.isFetching && session.data === undefined)) {
    return (
      <main className={styles.page}>
        {meta}
        <h1 className={styles.title}>Staff sign-in</h1>
        <noscript>
          <p>The staff back-office needs JavaScript. Please turn it on for this site and reload the page.</p>
        </noscript>
        <Spinner label="Checking your session…" />
      </main>
    );
  }
  if (session.data === undefined) {
    const error = session.error;
    const signedOut = error !== undefined && 'status' in error && error.status === 401;
    return (
      <main className={styles.page}>
        {meta}
        {signedOut ? (
          <SignInForm />
        ) : (
          <StatusMessage message={failureMessage(error)} onRetry={() => void session.refetch()} />
        )}
      </main>
    );
  }
  const { account } = session.data;
  return (
    <StaffLayout account={account}>
      {meta}
      {area !== undefined && !mayOpen(account.role, area) ? (
        <StatusMessage
          title={`${AREA_TITLES[area]} is not open to your role`}
          message={`Signed in as ${account.role}: ${STAFF_AREAS[area].join(' or ')} may open this screen.`}
        />
      ) : (
        <Suspense fallback={<Spinner label="Loading page…" />}>{children}</Suspense>
      )}
    </StaffLayout>
  );
}
