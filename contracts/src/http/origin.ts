/**
 * An absolute http(s) origin as a setting gives it (SITE_URL, API_URL): scheme, host and optional
 * port, nothing after them but a trailing '/', no credentials. Its origin, or null for anything else.
 */
export function httpOrigin(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  const extra =
    url.pathname !== '/' || url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '';
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || extra || /[?#]/.test(text)) return null;
  return url.origin;
}
