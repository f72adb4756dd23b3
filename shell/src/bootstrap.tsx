import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import 'shared-ui/src/styles/tokens.css';
import {
  RemoteUnavailableError,
  SERVER_FALLBACK_DIGEST,
  SERVER_STATE_ID,
  adoptServerState,
  fetchRuntimeConfig,
  parseRuntimeConfig,
  parseServerState,
  registerSiteRemotes,
  setRuntimeConfig,
  type RuntimeConfig,
} from 'shared-ui';
import { App } from './app/App';
import { ConfigErrorPage } from './app/ConfigErrorPage';
import { Document } from './app/Document';
import { warmRemotes } from './federation/warmRemotes';
import { forgetStoredOverride, mayHaveOverride, overridesAllowed } from './federation/overrideState';

/** The scripts load async: the server's state script comes last in the HTML, so wait for all of it. */
function documentParsed(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}

function startRemotes(config: RuntimeConfig, remotes: RuntimeConfig['remotes'] = config.remotes) {
  setRuntimeConfig(config);
  registerSiteRemotes(remotes);
  warmRemotes(window.location.pathname);
  document.documentElement.dataset.shellBuild = __BUILD_ID__;
}

/** The remotes with a team's override in place, loaded only for a page that may have one. */
async function overrides(config: RuntimeConfig, serverRendered: boolean) {
  // Overrides off: one remembered from before is forgotten now, not revived when they are back on.
  if (!overridesAllowed(config)) forgetStoredOverride();
  if (!mayHaveOverride(config)) return { remotes: config.remotes, reload: false };
  const { startOverride } = await import(/* webpackChunkName: "remote-override" */ './federation/remoteOverride');
  return startOverride(config, { serverRendered });
}

/** The server rendered this page: adopt its config and data, and hydrate the same tree. */
function hydrate(config: RuntimeConfig) {
  startRemotes(config);
  const icon = document.querySelector('link[rel="icon"]')?.getAttribute('href') ?? null;
  // Hydrating as a transition renders in slices that yield to the browser every few milliseconds:
  // a tap or a scroll on a slow phone is never stuck behind one long task.
  startTransition(() => {
    hydrateRoot(
      document,
      <Document icon={icon}>
        <App />
      </Document>,
      {
        // A region the server handed over (it failed or ran out of time there) is rendered here, as
        // designed. Anything else means the server's HTML and the browser's render differed: say so
        // once, for ops and the browser tests.
        onRecoverableError(error) {
          if (error instanceof Error && 'digest' in error && error.digest === SERVER_FALLBACK_DIGEST) return;
          // A region whose code could not be loaded is rendered again here with its message (warned).
          const cause = error instanceof Error ? error.cause : undefined;
          if (error instanceof RemoteUnavailableError || cause instanceof RemoteUnavailableError) return;
          document.documentElement.dataset.hydration = 'recovered';
          console.error('The page was re-rendered in the browser: its server HTML did not match', error);
        },
      },
    );
  });
}

/** The static page (no server render): fetch the config and render in the browser. */
async function renderInBrowser() {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  const result = await fetchRuntimeConfig('/runtime-config.json');
  if (!result.ok) {
    root.render(<ConfigErrorPage message={result.error} />);
    return;
  }
  // A team's own build of one remote, when the config allows it (federation/remoteOverride.ts).
  startRemotes(result.config, (await overrides(result.config, false)).remotes);
  // A transition is rendered in slices that yield to the browser every few milliseconds, so the
  // first render of the whole site is never one long task that a phone cannot interrupt.
  startTransition(() => root.render(<App />));
}

async function start() {
  await documentParsed();
  const state = parseServerState(document.getElementById(SERVER_STATE_ID)?.textContent);
  const config = state ? parseRuntimeConfig(state.config) : null;
  if (state && config?.ok) {
    // The server never renders an override: one remembered here goes to it (cookie), loaded again.
    if ((await overrides(config.config, true)).reload) {
      window.location.reload();
      return;
    }
    adoptServerState(state);
    hydrate(config.config);
  } else {
    await renderInBrowser();
  }
}

void start();
