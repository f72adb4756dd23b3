import { createRoot } from 'react-dom/client';
import { fetchRuntimeConfig, registerSiteRemotes, setRuntimeConfig, type RemoteId } from 'shared-ui';
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
  registerSiteRemotes(result.config.remotes as Partial<Record<RemoteId, string>>);
  warmRemotes(window.location.pathname);
  document.documentElement.dataset.shellBuild = __BUILD_ID__;
  root.render(<App />);
}

void start();
