import type { Kysely } from 'kysely';
import { listingDetailPath } from 'contracts/api';
import type { Database, ListingKind, SubmissionKind } from '../../db/schema';

/**
 * A stored submission as the delivery message and the staff export see it, and the page it came
 * from: the site page named by the request's Referer (the site's pages send their full URL to
 * their own origin: Referrer-Policy strict-origin-when-cross-origin), and the listing that page
 * shows when it is a property page.
 */

export interface Submission {
  kind: SubmissionKind;
  id: number;
  /** The UUID its reference is made of (submissionRef). */
  public_id: string;
  name: string;
  email: string;
  phone: string;
  /** Contact enquiries only. */
  subject?: string;
  message?: string;
  /** The listing a detail page's enquiry names (both or neither); null otherwise. */
  property_kind?: ListingKind | null;
  property_id?: number | null;
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

/**
 * One line about the listing a submission is about, with its page's link: the listing the enquiry
 * names (a detail page's form stores it), else the one its page shows; undefined when neither.
 */
export async function propertyLine(
  db: Kysely<Database>,
  s: Pick<Submission, 'page' | 'property_kind' | 'property_id'>,
  siteUrl: string,
): Promise<string | undefined> {
  const named = s.property_id ? Number(s.property_id) : undefined;
  const id = named ?? listingIdFromPage(s.page);
  if (id === undefined) return undefined;
  const row = await db
    .selectFrom('listings')
    .innerJoin('cities', 'cities.id', 'listings.city_id')
    .select([
      'listings.id',
      'listings.title',
      'listings.property_name',
      'listings.builder_name',
      'listings.address',
      'listings.price',
      'listings.kind',
      'listings.slug',
      'cities.slug as city_slug',
    ])
    .where('listings.id', '=', id)
    .executeTakeFirst();
  if (!row) return `${named && s.property_kind ? `${s.property_kind} ` : ''}listing #${id} (no longer listed)`;
  const link = `${siteUrl}${listingDetailPath({ citySlug: row.city_slug, slug: row.slug, id: row.id }, row.kind)}`;
  return `${row.title} — ${row.property_name} by ${row.builder_name}, ${row.address}; ₹${row.price} lakh (${row.kind} listing #${row.id}) ${link}`;
}

export async function loadSubmission(
  db: Kysely<Database>,
  kind: SubmissionKind,
  id: number,
): Promise<Submission | undefined> {
  if (kind === 'enquiry') {
    const row = await db
      .selectFrom('enquiries')
      .select([
        'id',
        'name',
        'email',
        'phone',
        'subject',
        'message',
        'page',
        'created_at',
        'property_kind',
        'property_id',
        'public_id',
      ])
      .where('id', '=', id)
      .executeTakeFirst();
    return (
      row && {
        kind,
        ...row,
        id: Number(row.id),
        property_id: row.property_id === null ? null : Number(row.property_id),
      }
    );
  }
  const row = await db
    .selectFrom('loan_leads')
    .select(['id', 'name', 'email', 'phone', 'page', 'created_at', 'public_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { kind, ...row, id: Number(row.id) };
}

/**
 * The id mail filters, .eml names, the export and log lines use:
 * `enquiry-1b4e28ba-2fa1-4d2e-9c1a-0a6c3b8e2f10`, `loan-lead-…`. Made of the row's UUID, not its
 * numeric id: numeric ids are handed out again after a restore from backup, and two people's
 * submissions must never share a reference.
 */
export const submissionRef = (kind: SubmissionKind, publicId: string) => `${kind}-${publicId}`;
