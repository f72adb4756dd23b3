import { StatusMessage } from 'shared-ui';

/** Shown instead of the site when its runtime config is missing or invalid: never a white page. */
export function ConfigErrorPage({ message }: { message: string }) {
  return (
    <main id="main" style={{ padding: '48px 16px' }}>
      <h1 style={{ textAlign: 'center' }}>The site is temporarily unavailable</h1>
      <StatusMessage title="Configuration problem" message={message} onRetry={() => window.location.reload()} />
    </main>
  );
}
