// The site server's entry to the renderer. Async boundary: the federation runtime sets up the
// shared modules (react, the router, shared-ui) before any of them run, as in the browser.
export const renderer = import('./createRenderer');
