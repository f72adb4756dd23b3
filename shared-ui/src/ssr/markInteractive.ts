/**
 * A ref for an app's root element: React calls it when that part of the page is live (hydrated or
 * rendered in the browser), and `data-interactive` says so to ops tools and the benches (which
 * count the JavaScript a page loads before it is interactive). Never rendered on the server.
 */
export function markInteractive(element: HTMLElement | null): void {
  if (element) element.dataset.interactive = 'true';
}
