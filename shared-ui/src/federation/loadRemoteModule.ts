import {
  loadRemote,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import type { RemoteModuleRef, RemoteName } from 'contracts/registry';

/** A hung remote gives up after this long (the runtime itself has no manifest timeout). */
export const REMOTE_TIMEOUT_MS = 3500;

/** The site server gives a remote less time: the browser tries again where the server gave up. */
let timeoutMs = REMOTE_TIMEOUT_MS;
export function setRemoteTimeout(ms: number): void {
  timeoutMs = ms;
}

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
      return fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
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
/** Bumped whenever a remote is registered again (a retry, a new release): cached loads of it are stale. */
const generations = new Map<RemoteName, number>();

export function remoteGeneration(remote: RemoteName): number {
  return generations.get(remote) ?? 0;
}

function bump(remote: RemoteName): void {
  generations.set(remote, remoteGeneration(remote) + 1);
}

/** Registers the remotes named in the runtime config (their manifest URLs). */
export function registerSiteRemotes(remotes: Partial<Record<RemoteName, string>>): void {
  if (!pluginRegistered) {
    registerPlugins([resiliencePlugin()]);
    pluginRegistered = true;
  }
  // Only what changed is registered again: re-registering drops a remote's loaded code.
  const changed = (Object.keys(remotes) as RemoteName[]).filter((name) => remotes[name] !== entries[name]);
  changed.forEach(bump);
  entries = { ...remotes };
  if (changed.length === 0) return;
  registerRemotes(
    changed.map((name) => ({ name, entry: String(remotes[name]) })),
    { force: true },
  );
}

/** Forgets a failed remote so that a retry fetches its manifest again. */
export function resetRemote(remote: RemoteName): void {
  const entry = entries[remote];
  bump(remote);
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
    timer = setTimeout(() => reject(new RemoteUnavailableError(remote, 'timeout')), timeoutMs);
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
