/**
 * Puts a new query string in the address bar for the entry the visitor is on, without a
 * navigation: the list stays as it is (no spinner, no scroll to the top, no new history entry),
 * and back, reload and a copied link bring the same cards again. The router reads the address
 * afresh when the visitor comes back to this entry. Not the router's navigate(): a navigation of
 * the same path resets the scroll in the shell.
 */
export function replaceSearchInPlace(search: string): void {
  const url = new URL(window.location.href);
  if (url.search === search || (url.search === '' && search === '?')) return;
  url.search = search;
  window.history.replaceState(window.history.state, '', url);
}
