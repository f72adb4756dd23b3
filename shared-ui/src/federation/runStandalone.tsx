import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'shared-ui/router';
import { segmentsOf, type RemoteName } from 'contracts/registry';
import { fetchRuntimeConfig, setRuntimeConfig } from '../config/runtimeConfig';
import { StatusMessage } from '../components/StatusMessage';
import type { RemoteRoutesProps } from './defineRemoteRoutes';
import { registerSiteRemotes } from './loadRemoteModule';

/**
 * Runs one remote on its own, for its team: the same runtime config as the shell, a plain frame
 * instead of the shell's header and footer, and the remote's own routes for each segment the
 * registry gives it.
 */
export async function runStandalone(remote: RemoteName, RemoteRoutes: ComponentType<RemoteRoutesProps>) {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  const result = await fetchRuntimeConfig('/runtime-config.json');
  if (!result.ok) {
    root.render(<StatusMessage title="Configuration problem" message={result.error} />);
    return;
  }
  setRuntimeConfig(result.config);
  // Other remotes stay reachable (a widget of another team may be embedded), never this one.
  const others = { ...result.config.remotes };
  delete others[remote];
  registerSiteRemotes(others);
  const segments = segmentsOf(remote);
  root.render(
    <BrowserRouter>
      <nav aria-label={`${remote} screens`} style={{ display: 'flex', gap: 16, padding: 12, background: '#0f1b2d' }}>
        <strong style={{ color: '#fff' }}>{remote} (standalone)</strong>
        {segments.map((s) => (
          <Link key={s} to={`/${s}`} style={{ color: '#bfdbfe' }}>
            /{s}
          </Link>
        ))}
      </nav>
      <main id="main">
        <Routes>
          {segments.map((s) => (
            <Route key={s} path={`/${s}/*`} element={<RemoteRoutes segment={s} />} />
          ))}
          <Route path="*" element={<p style={{ padding: 24 }}>Choose one of this remote's screens above.</p>} />
        </Routes>
      </main>
    </BrowserRouter>,
  );
}
