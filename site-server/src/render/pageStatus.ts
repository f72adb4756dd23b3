// The HTTP status of a page the shell answers with its HTML: 404 for a path no route of the site
// can show, so crawlers and link checkers see the not-found screen for what it is. Only the first
// segment is known here (the registry); a deeper unknown path (an unknown property id or blog
// slug) needs the API to tell, so it stays 200 until the server renders pages.
import { segmentOwners, type RegistryRoutes } from '../config/siteRegistry.js';

/** Sent with a not-found page: the same HTML as every page, never to be indexed. */
export const NOT_FOUND_ROBOTS = 'noindex';

/** First segment of a pathname as the shell's router matches it: decoded, case-insensitive. */
function firstSegment(pathname: string): string | null {
  const raw = pathname.split('/')[1] ?? '';
  try {
    return decodeURIComponent(raw).toLowerCase();
  } catch {
    return null; // undecodable: no route matches it
  }
}

export function createPageStatus(registry: RegistryRoutes): (pathname: string) => 200 | 404 {
  const owners = segmentOwners(registry);
  return (pathname) => {
    if (pathname === '/') return 200;
    const segment = firstSegment(pathname);
    return segment && owners.has(segment) ? 200 : 404;
  };
}
