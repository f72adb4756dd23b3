import type { Kysely } from 'kysely';
import type { Database, SubmissionKind } from '../../db/schema';

/**
 * A stored submission as the delivery message and the staff export see it, and the page it came
 * from: the site page named by the request's Referer (the site's pages send their full URL to
 * their own origin: Referrer-Policy strict-origin-when-cross-origin), and the listing that page
 * shows when it is a property page.
 */

export interface Submission {
  kind: SubmissionKind;
  id: number;
  name: string;
  email: string;
  phone: string;
  /** Contact enquiries only. */
  subject?: string;
  message?: string;
  /** Absolute URL of the site page it was sent from; '' when unknown. */
  page: string;
  created_at: string;
}

/** Longest page URL kept: a page address is short; anything longer is not one of ours. */
export const MAX_PAGE_LENGTH = 500;

/**
 * The site page a submission was sent from, as a URL on the site's public origin: the Referer when
 * its origin is one of the site's own (the shell or a remote's own origin), else ''. Only the path
 * and query are kept; a fragment never reaches a server anyway.
 */
export function pageFromReferer(referer: string | undefined, siteOrigins: readonly string[], siteUrl: string): string {
  if (!referer || referer.length > MAX_PAGE_LENGTH * 2) return '';
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return '';
  }
  if (url.origin !== siteUrl && !siteOrigins.includes(url.origin)) return '';
  const page = `${siteUrl}${url.pathname}${url.search}`;
  return page.length <= MAX_PAGE_LENGTH ? page : '';
}

/** /residential/{city}/{slug}/{id} or /commercial/… (contracts' listingDetailPath): the listing id. */
export function listingIdFromPage(page: string): number | undefined {
  if (!page) return undefined;
  let pathname: string;
  try {
    pathname = new URL(page).pathname;
  } catch {
    return undefined;
  }
  const m = /^\/(?:residential|commercial)\/[^/]+\/[^/]+\/(\d{1,9})\/?$/.exec(pathname);
  return m ? Number(m[1]) : undefined;
}

/** One line about the listing a property page shows, or undefined when the page is not one. */
export async function propertyLine(db: Kysely<Database>, page: string): Promise<string | undefined> {
  const id = listingIdFromPage(page);
  if (id === undefined) return undefined;
  const row = await db
    .selectFrom('listings')
    .select(['id', 'title', 'property_name', 'builder_name', 'address', 'price', 'kind'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return `listing #${id} (no longer listed)`;
  return `${row.title} — ${row.property_name} by ${row.builder_name}, ${row.address}; ₹${row.price} lakh (${row.kind} listing #${row.id})`;
}

export async function loadSubmission(
  db: Kysely<Database>,
  kind: SubmissionKind,
  id: number,
): Promise<Submission | undefined> {
  if (kind === 'enquiry') {
    const row = await db
      .selectFrom('enquiries')
      .select(['id', 'name', 'email', 'phone', 'subject', 'message', 'page', 'created_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row && { kind, ...row, id: Number(row.id) };
  }
  const row = await db
    .selectFrom('loan_leads')
    .select(['id', 'name', 'email', 'phone', 'page', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { kind, ...row, id: Number(row.id) };
}

/** The id mail filters and the export use: `enquiry-42`, `loan-lead-7`. */
export const submissionRef = (kind: SubmissionKind, id: number) => `${kind}-${id}`;
