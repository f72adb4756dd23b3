import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import 'shared-ui/src/styles/tokens.css';
import { fetchRuntimeConfig, registerSiteRemotes, setRuntimeConfig } from 'shared-ui';
import { App } from './app/App';
import { ConfigErrorPage } from './app/ConfigErrorPage';
import { warmRemotes } from './federation/warmRemotes';

async function start() {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  const result = await fetchRuntimeConfig('/runtime-config.json');
  if (!result.ok) {
    root.render(<ConfigErrorPage message={result.error} />);
    return;
  }
  setRuntimeConfig(result.config);
  registerSiteRemotes(result.config.remotes);
  warmRemotes(window.location.pathname);
  document.documentElement.dataset.shellBuild = __BUILD_ID__;
  // A transition is rendered in slices that yield to the browser every few milliseconds, so the
  // first render of the whole site is never one long task that a phone cannot interrupt.
  startTransition(() => root.render(<App />));
}

void start();
