import { isRouteErrorResponse, useLocation, useRouteError } from 'shared-ui/router';
import { ErrorScreen, useDocumentMeta } from 'shared-ui';

/** The router's fallback: the error's message or status text, inside the site's frame. */
export function RouteErrorScreen() {
  const error = useRouteError();
  let message = 'Unknown error';
  if (isRouteErrorResponse(error)) message = `${error.status} ${error.statusText}`.trim();
  else if (error instanceof Error) message = error.message;
  else if (typeof error === 'string') message = error;
  useDocumentMeta({ title: 'Unexpected Application Error!' });
  return <ErrorScreen message={message} />;
}

export function NotFoundScreen() {
  const { pathname } = useLocation();
  useDocumentMeta({ title: 'Page not found – Unexpected Application Error!' });
  return <ErrorScreen message={`404 Not Found: there is no page at ${pathname}`} />;
}
