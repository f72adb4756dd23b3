import { ErrorScreen, ERROR_TITLE, PageMeta } from 'shared-ui';

export { NotFoundScreen } from 'shared-ui';

/** What a screen threw, as a message a visitor can read. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'Unknown error';
}

/** The fallback for a screen that failed: its error message, inside the site's frame (never indexed). */
export function RouteErrorScreen({ error }: { error: unknown }) {
  return (
    <>
      <PageMeta title={ERROR_TITLE} noindex />
      <ErrorScreen message={errorMessage(error)} />
    </>
  );
}
