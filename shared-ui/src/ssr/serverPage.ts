import { createContext, useContext } from 'react';

/**
 * What one server render knows and learns about its page. The shell's server renderer provides
 * it around the whole tree; in the browser there is none (null), so every hook below falls back
 * to the browser's own state.
 */
export interface ServerPage {
  /** The page's URL as the visitor asked for it (origin = the site's public origin). */
  readonly url: URL;
  /** The HTTP status the page answers with: a screen that finds nothing sets 404 while rendering. */
  status: number;
  /** Per-request objects keyed by owner (each remote's store): never shared between requests. */
  readonly scoped: Map<string, unknown>;
}

export const ServerPageContext = createContext<ServerPage | null>(null);

/** The current server render's page, or null in the browser. */
export function useServerPage(): ServerPage | null {
  return useContext(ServerPageContext);
}

/**
 * Called while rendering (effects never run on the server) by a screen that shows "not found":
 * the server answers that status. In the browser it does nothing.
 */
export function useHttpStatus(status: number): void {
  const page = useServerPage();
  if (page && status > page.status) page.status = status;
}

/** The page's URL: the request's on the server, the location's in the browser (the same address). */
export function usePageUrl(): URL {
  const page = useServerPage();
  return page ? page.url : new URL(window.location.href);
}
