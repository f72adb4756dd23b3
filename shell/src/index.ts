// Async boundary: lets the federation runtime negotiate shared modules before any of them run.
// Each step below runs in a task of its own (the federation runtime's start, React DOM, shared-ui,
// then the shell's modules): on a slow phone any two of them together would be one long task.
// Their files are preloaded (page-start), so nothing waits on the network in between.
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

void nextTask()
  .then(() => import('react-dom/client'))
  .then(nextTask)
  .then(() => import('shared-ui'))
  .then(nextTask)
  .then(() => import('./bootstrap'));
