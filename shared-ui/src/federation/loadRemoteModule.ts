import {
  loadRemote,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import type { RemoteModuleRef, RemoteName } from 'contracts/registry';

/** A hung remote gives up after this long (the runtime itself has no manifest timeout). */
export const REMOTE_TIMEOUT_MS = 3500;

const UNAVAILABLE = Symbol.for('site.remote-unavailable');

interface Unavailable {
  [UNAVAILABLE]: true;
  error: unknown;
}

function isUnavailable(value: unknown): value is Unavailable {
  return typeof value === 'object' && value !== null && UNAVAILABLE in value;
}

/**
 * Runtime plugin: a timeout on every manifest fetch, and a sentinel module instead of a thrown
 * error when a remote cannot be loaded, so no failure escapes as an uncaught rejection.
 */
export function resiliencePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'site-resilience',
    fetch(url, init) {
      return fetch(url, { ...init, signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS) });
    },
    errorLoadRemote({ error, lifecycle }) {
      if (lifecycle === 'onLoad' || lifecycle === 'afterResolve' || lifecycle === 'beforeRequest') {
        return { [UNAVAILABLE]: true, error } satisfies Unavailable;
      }
      return undefined;
    },
  };
}

let entries: Partial<Record<RemoteName, string>> = {};
let pluginRegistered = false;

/** Registers the remotes named in the runtime config (their manifest URLs). */
export function registerSiteRemotes(remotes: Partial<Record<RemoteName, string>>): void {
  if (!pluginRegistered) {
    registerPlugins([resiliencePlugin()]);
    pluginRegistered = true;
  }
  entries = { ...remotes };
  registerRemotes(
    Object.entries(remotes).map(([name, entry]) => ({ name, entry: String(entry) })),
    { force: true },
  );
}

/** Forgets a failed remote so that a retry fetches its manifest again. */
export function resetRemote(remote: RemoteName): void {
  const entry = entries[remote];
  if (entry) registerRemotes([{ name: remote, entry }], { force: true });
}

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly reason: 'not-configured' | 'timeout' | 'load-failed',
    cause?: unknown,
  ) {
    super(`${remote} is unavailable (${reason})`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

/**
 * Loads `remote/expose` within REMOTE_TIMEOUT_MS or rejects with RemoteUnavailableError. The pair
 * is one the registry lists (contracts/registry), checked at compile time.
 */
export async function loadRemoteModule<T = unknown>({ remote, expose }: RemoteModuleRef): Promise<T> {
  if (!entries[remote]) throw new RemoteUnavailableError(remote, 'not-configured');
  const id = `${remote}/${expose.replace(/^\.\//, '')}`;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteUnavailableError(remote, 'timeout')), REMOTE_TIMEOUT_MS);
  });
  try {
    const mod = await Promise.race([loadRemote<T>(id), timeout]);
    if (!mod || isUnavailable(mod))
      throw new RemoteUnavailableError(remote, 'load-failed', isUnavailable(mod) ? mod.error : undefined);
    return mod;
  } catch (error) {
    if (error instanceof RemoteUnavailableError) throw error;
    throw new RemoteUnavailableError(remote, 'load-failed', error);
  } finally {
    clearTimeout(timer);
  }
}
