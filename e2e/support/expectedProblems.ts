import { baseUrl } from './env';
import type { ExpectedProblem } from './problems';

/**
 * Declarations for the problems a test causes on purpose (see PageProblems.expect). The browser's
 * own reports are matched by the resource they name, the site's logs by the site's own words.
 */

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Any call to the site's API (through the shell's origin). */
export const API_CALL = new RegExp(`^${escapeRegExp(baseUrl)}/api/`);

/** Exactly this URL. */
export const exactly = (url: string) => new RegExp(`^${escapeRegExp(url)}$`);

/**
 * A resource that failed to load: the browser reports it on the console, naming the resource
 * (an HTTP error or a network failure); a network failure is a failed request as well.
 */
export function failedLoad(url: RegExp, why: string, { network = false } = {}): ExpectedProblem[] {
  return [{ kind: 'console', url, why }, ...(network ? [{ kind: 'requestfailed' as const, url, why }] : [])];
}

/**
 * The site's own log lines when an API call fails: each starts with what could not be loaded and
 * carries the call's error status (an HTTP code, or FETCH_ERROR, TIMEOUT_ERROR, PARSING_ERROR).
 */
const SITE_API_FAILURE_LOGS = [
  'The blog list could not be loaded',
  'The blog post could not be loaded',
  'The site settings could not be read',
  'The enquiry could not be sent',
  'The loan lead could not be sent',
  'Popular Properties: GET /api/',
  'Latest Listings: GET /api/',
  'Project Gallery: GET /api/',
  'Listing: list call failed',
  'Listing: GET /api/',
  'Curated list: GET /api/',
  'Could not load the residential property detail',
  'Could not load the commercial property detail',
  'Could not load the featured properties',
  'Could not load the similar properties',
];

/** The site's log of failed API calls, `status` being the error status they must carry. */
export function siteLogsFailedCall(status: string | number, why: string, only?: string): ExpectedProblem {
  const starts = (only ? [only] : SITE_API_FAILURE_LOGS).map(escapeRegExp).join('|');
  return { kind: 'console', text: new RegExp(`^(${starts})\\b.*\\b${status}\\b`, 's'), why };
}
