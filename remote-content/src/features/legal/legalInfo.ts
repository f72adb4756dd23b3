import { getRuntimeConfig, type SiteSettings } from 'shared-ui';

/** The two legal pages' paths (the footer's "Privacy Policy" and "Terms & Condition" links). */
export const PRIVACY_POLICY_PATH = '/privacy-policy';
export const TERMS_PATH = '/terms-and-conditions';

/** When both texts last changed (ISO date): shown on each page. */
export const LAST_UPDATED = '2026-11-26';

/**
 * How long the API keeps a submission before deleting it: the default of its RETENTION_MONTHS
 * setting (api/src/features/delivery/config.ts, DEFAULT_RETENTION_MONTHS; a test keeps the two in
 * step). A deployment that changes the setting must change this notice with it.
 */
export const RETENTION_MONTHS = 24;

/** The firm's details from the runtime config, or null when it is not loaded (the pages still render). */
export function readSiteSettings(): SiteSettings | null {
  try {
    return getRuntimeConfig().site;
  } catch {
    return null;
  }
}

/** Whether the contact form also sends its enquiry through EmailJS (all three settings present). */
export function emailCopyConfigured(): boolean {
  try {
    const e = getRuntimeConfig().emailjs;
    return Boolean(e && e.serviceId && e.templateId && e.publicKey);
  } catch {
    return false;
  }
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * '2026-11-26' → '26 November 2026' (the way dates are written in India), the same on the server
 * and in the browser whatever their locale or time zone; anything else is returned as it is.
 */
export function longDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const month = m ? MONTHS[Number(m[2]) - 1] : undefined;
  const day = m ? Number(m[3]) : 0;
  if (!m || !month || day < 1 || day > 31) return iso;
  return `${day} ${month} ${m[1]}`;
}
