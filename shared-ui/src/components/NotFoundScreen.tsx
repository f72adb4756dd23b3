import type { ReactNode } from 'react';
import { useLocation } from 'shared-ui/router';
import { useHttpStatus } from '../ssr/serverPage';
import { ErrorScreen } from './ErrorScreen';
import { PageMeta } from './PageMeta';

export const NOT_FOUND_PAGE_TITLE = 'Page not found – Unexpected Application Error!';

/**
 * Every "not found" of the site: the server answers 404 (set while rendering) and the page carries
 * robots noindex. Without children it is the router's fallback screen naming the path; a screen
 * with its own not-found content (an unknown property or post) passes it as children.
 */
export function NotFoundScreen({
  title = NOT_FOUND_PAGE_TITLE,
  description,
  children,
}: {
  title?: string;
  description?: string;
  children?: ReactNode;
}) {
  useHttpStatus(404);
  const { pathname } = useLocation();
  return (
    <>
      <PageMeta title={title} description={description} noindex />
      {children === undefined ? <ErrorScreen message={`404 Not Found: there is no page at ${pathname}`} /> : children}
    </>
  );
}
