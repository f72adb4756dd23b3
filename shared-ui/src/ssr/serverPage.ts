import { createContext, useContext } from 'react';
import type { FormPostBack } from 'contracts/forms';
import type { RemoteName } from 'contracts/registry';

/**
 * What one server render knows and learns about its page. The shell's server renderer provides
 * it around the whole tree; in the browser there is none (null), so every hook below falls back
 * to the browser's own state.
 */
export interface ServerPage {
  /** The page's URL as the visitor asked for it (origin = the site's public origin). */
  readonly url: URL;
  /** The HTTP status the page answers with (200 unless a screen raised it). */
  readonly status: number;
  /** A screen that finds nothing raises the status to 404 while rendering; the highest one wins. */
  raiseStatus(status: number): void;
  /** Where a screen sent the visitor instead (a site path), answered with `redirectStatus`. */
  readonly redirect: string | null;
  /** 303 (see other: a form's answer) unless the screen said the move is permanent (301: a page's one address). */
  readonly redirectStatus: 301 | 303;
  redirectTo(path: string, status?: 301 | 303): void;
  /** Per-request objects keyed by owner (each remote's store): never shared between requests. */
  readonly scoped: Map<string, unknown>;
  /** A remote's browser style sheets, linked with its region so the HTML is styled before any script. */
  readonly stylesFor?: (remote: RemoteName) => readonly StyleSheetLink[];
  /**
   * Every remote region is left to the browser (sent as its fallback): a page whose render ran past
   * its budget is rendered again this way, without the remote code that held it up.
   */
  readonly remotesToBrowser?: boolean;
  /** A form posted without JavaScript that was not stored: rendered again with what was typed (contracts/forms). */
  readonly postBack?: FormPostBack | null;
  /** This render's form key, for the forms' hidden key field (with the content, the send's Idempotency-Key). */
  readonly formKey?: string;
}

/**
 * A remote's style sheet as its region links it: `source` is its address on the remote when the
 * site serves it from its own origin (the remote's code finds the sheet by that address and does
 * not load it again).
 */
export interface StyleSheetLink {
  href: string;
  source?: string;
}

/** What a server render knows of the page's forms (the site server's form posts). */
export interface ServerPageForms {
  postBack?: FormPostBack | null;
  formKey?: string;
}

/** A new page for one server render. */
export function createServerPage(
  url: URL,
  stylesFor?: ServerPage['stylesFor'],
  remotesToBrowser = false,
  forms: ServerPageForms = {},
): ServerPage {
  let status = 200;
  let redirect: string | null = null;
  let redirectStatus: 301 | 303 = 303;
  return {
    url,
    get status() {
      return status;
    },
    raiseStatus(next) {
      status = Math.max(status, next);
    },
    get redirect() {
      return redirect;
    },
    get redirectStatus() {
      return redirectStatus;
    },
    redirectTo(path, status = 303) {
      // Only a path of this site: never an open redirect. Browsers read a backslash as a slash and
      // drop tabs and line breaks ('/\\evil.example' goes elsewhere): such a path is refused too.
      if (redirect !== null || !/^\/(?!\/)/.test(path) || /[\\\p{Cc}]/u.test(path)) return;
      redirect = path;
      redirectStatus = status;
    },
    scoped: new Map(),
    stylesFor,
    remotesToBrowser,
    postBack: forms.postBack ?? null,
    formKey: forms.formKey ?? '',
  };
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
  page?.raiseStatus(status);
}

/**
 * A screen that only sends the visitor on (a search submitted without JavaScript): the server
 * answers with a redirect to `path` (303; 301 for a page's one canonical address); the browser's
 * render of it navigates (see useRedirect users).
 */
export function useServerRedirect(path: string | null, status: 301 | 303 = 303): void {
  const page = useServerPage();
  if (path) page?.redirectTo(path, status);
}

/** The page's URL: the request's on the server, the location's in the browser (the same address). */
export function usePageUrl(): URL {
  const page = useServerPage();
  return page ? page.url : new URL(window.location.href);
}
