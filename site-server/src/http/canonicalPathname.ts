/**
 * A page path's one canonical spelling, or null when it already is one: no trailing slash (but
 * the home page's) and lower case, as every route of the site is written. `/About` and `/blog/`
 * show the same pages as `/about` and `/blog`; a search engine should see one address for each.
 * Only a path of this site comes back: never one a browser would read as another host.
 */
export function canonicalPathname(pathname: string): string | null {
  if (!pathname.startsWith('/') || pathname.startsWith('//') || /[\\\p{Cc}]/u.test(pathname)) return null;
  const canonical = (pathname.replace(/\/+$/, '') || '/').replace(/[A-Z]+/g, (s) => s.toLowerCase());
  // Percent-escapes keep their meaning in either case; only letters outside them are folded.
  return canonical === pathname || canonical.startsWith('//') ? null : canonical;
}
