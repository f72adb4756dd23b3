// Async boundary: lets the federation runtime negotiate shared modules before any of them run.
// React DOM is evaluated in a task of its own, then the shell's modules: on a slow phone the two
// together would be one long task. Their files are preloaded (page-start), so nothing waits on
// the network in between.
void import('react-dom/client')
  .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
  .then(() => import('./bootstrap'));
