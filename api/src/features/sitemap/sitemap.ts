import { CURATED_LISTS, listingDetailPath } from 'contracts/api';
import type { SitemapData } from './repository';

/**
 * sitemap.xml (sitemaps.org 0.9) and robots.txt, built from plain data: no database here, so the
 * rules are tested without one.
 */

export const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** Pages that take no parameter (their content is fixed or site-wide): the spec's and the legal pages. */
export const STATIC_PAGES = [
  '/about',
  '/gallery',
  '/contact',
  '/check-loan-eligibility',
  '/eligibility-check',
  '/emi-calculator',
  '/privacy-policy',
  '/terms-and-conditions',
] as const;

/** The two categories the site links for every city: /property/{city}/all/{kind}. */
const CATEGORY_KINDS = ['residential', 'commercial'] as const;

export interface SitemapEntry {
  /** Path on the site, starting with '/'. */
  path: string;
  /** W3C datetime, or none when the page has no date of its own. */
  lastmod?: string;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

/** A stored date as a W3C datetime in UTC to the second (2025-10-24T05:30:00Z); undefined when unreadable. */
export function w3cDate(stored: string | undefined): string | undefined {
  if (stored === undefined || !/^\d{4}-\d{2}-\d{2}/.test(stored)) return undefined;
  const time = Date.parse(stored);
  if (Number.isNaN(time)) return undefined;
  return new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The newest of some stored dates (ISO strings sort as text), or undefined when there is none. */
function newest(dates: Iterable<string | undefined>): string | undefined {
  let best: string | undefined;
  for (const d of dates) if (d !== undefined && (best === undefined || d > best)) best = d;
  return best;
}

/** Every page of the sitemap, each path once: home, fixed pages, lists, then listings and posts. */
export function sitemapEntries(data: SitemapData): SitemapEntry[] {
  const entries: SitemapEntry[] = [];
  const seen = new Set<string>();
  const add = (path: string, stored?: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    const lastmod = w3cDate(stored);
    entries.push(lastmod === undefined ? { path } : { path, lastmod });
  };
  const allListings = newest(data.listings.map((l) => l.changed));
  add('/', newest([allListings, data.posts[0]?.created]));
  for (const page of STATIC_PAGES) add(page);
  add('/project-listing', allListings);
  for (const list of CURATED_LISTS) add(`/property/${list}`, data.curatedChanged[list]);
  for (const city of data.citySlugs) {
    for (const kind of CATEGORY_KINDS) {
      const changed = newest(data.listings.filter((l) => l.citySlug === city && l.kind === kind).map((l) => l.changed));
      add(`/property/${encodeURIComponent(city)}/all/${kind}`, changed);
    }
  }
  add('/blog', newest(data.posts.map((p) => p.created)));
  for (const l of data.listings)
    add(listingDetailPath({ citySlug: l.citySlug, slug: l.slug, id: l.id }, l.kind), l.changed);
  for (const p of data.posts) add(`/blog/${encodeURIComponent(p.slug)}`, p.created);
  return entries;
}

/** The urlset document; `origin` is the validated SITE_URL (no trailing '/'). */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((e) => {
    const lastmod = e.lastmod === undefined ? '' : `<lastmod>${e.lastmod}</lastmod>`;
    return `<url><loc>${escapeXml(origin + e.path)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="${SITEMAP_NAMESPACE}">`,
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Crawlers may read every page and picture, not the API's JSON. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /images/',
    // Uploaded listing photos are served under the API's path; link previews and search engines read them.
    'Allow: /api/images/',
    'Disallow: /api/',
    // The staff back-office (its pages say noindex too; the sitemap never lists them).
    'Disallow: /staff',
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
