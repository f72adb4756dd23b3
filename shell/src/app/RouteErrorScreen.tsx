import { useLocation } from 'shared-ui/router';
import { ErrorScreen, useDocumentMeta } from 'shared-ui';

/** What a screen threw, as a message a visitor can read. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'Unknown error';
}

/** The fallback for a screen that failed: its error message, inside the site's frame. */
export function RouteErrorScreen({ error }: { error: unknown }) {
  useDocumentMeta({ title: 'Unexpected Application Error!' });
  return <ErrorScreen message={errorMessage(error)} />;
}

export function NotFoundScreen() {
  const { pathname } = useLocation();
  useDocumentMeta({ title: 'Page not found – Unexpected Application Error!' });
  return <ErrorScreen message={`404 Not Found: there is no page at ${pathname}`} />;
}
