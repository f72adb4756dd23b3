import {
  loadRemote,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import type { RemoteModuleRef, RemoteName } from 'contracts/registry';
import { checkCompatibility, type Compatibility } from './compatibility';

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

/** A remote whose manifest declares a contract or needs this shell cannot meet (compatibility.ts). */
export class RemoteIncompatibleError extends Error {
  constructor(
    readonly remote: string,
    readonly compatibility: Extract<Compatibility, { ok: false }>,
  ) {
    super(`Not loading the remote ${remote}: ${compatibility.detail}`);
    this.name = 'RemoteIncompatibleError';
  }
}

/** Remotes whose current manifest this shell refused, by name (until a manifest of theirs passes). */
const refused = new Map<string, RemoteIncompatibleError>();
const logged = new Set<string>();

type YieldingScheduler = { scheduler?: { yield?: () => Promise<void> } };

/**
 * Ends the current task in the browser: the steps of loading a remote (its preloads, its chunks,
 * running its modules) are each a few milliseconds, and together one long task on a phone in the
 * middle of the page's hydration. On the server there is no visitor to yield to.
 */
function yieldToBrowser(): Promise<void> | undefined {
  if (typeof window === 'undefined') return undefined;
  const { scheduler } = globalThis as YieldingScheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * True for the runtime's report of a manifest fetch that failed (its id is the manifest's URL), as
 * against a manifest that came but is not a federation manifest (a validation error).
 */
export function isManifestFetchFailure(id: unknown, error: unknown): boolean {
  if (typeof id !== 'string' || !/mf-manifest\.json(\?|$)/.test(id)) return false;
  return !(error instanceof Error && /not a valid federation manifest/.test(error.message));
}

/** A container standing in for a refused remote: its every module is the sentinel, so nothing of it runs. */
function refusedContainer(error: RemoteIncompatibleError) {
  const sentinel: Unavailable = { [UNAVAILABLE]: true, error };
  return { init: () => undefined, get: () => () => Promise.resolve(sentinel) };
}

/**
 * Whether the page already has this remote style sheet: the server linked it from the site's own
 * origin, naming the remote's address (`url`) as its data-href.
 */
function hasOwnOriginCopy(url: string): boolean {
  if (typeof document === 'undefined') return false;
  return [...document.querySelectorAll('link[rel="stylesheet"][data-href]')].some(
    (l) => l.getAttribute('data-href') === url,
  );
}

/**
 * Runtime plugin: a timeout on every manifest fetch; the versions each remote's manifest declares
 * checked before anything of it is loaded; and a sentinel module instead of a thrown error when a
 * remote cannot be loaded, so no failure escapes as an uncaught rejection. A refused remote is
 * answered by a stand-in container rather than by an error thrown through the runtime's hooks
 * (which would log it once per hook on its way up): its remoteEntry.js, chunks and style sheet
 * are never fetched, and the refusal is logged once. A style sheet the server linked from the
 * site's own origin is not fetched again (hasOwnOriginCopy).
 */
export function resiliencePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'site-resilience',
    fetch(url, init) {
      return fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    },
    loadRemoteSnapshot(args) {
      if (args.from !== 'manifest' || !args.manifestJson) return args;
      const { name } = args.moduleInfo;
      const result = checkCompatibility(name, args.manifestJson.metaData);
      if (result.ok) {
        refused.delete(name);
        return args;
      }
      const error = new RemoteIncompatibleError(name, result);
      refused.set(name, error);
      if (!logged.has(error.message)) {
        logged.add(error.message);
        console.warn(error.message);
      }
      return args;
    },
    async beforePreloadRemote(args) {
      // The expose's chunks and style sheet, which the runtime would fetch beside the entry.
      const keep = args.preloadOps.filter((op) => !refused.has(op.nameOrAlias));
      // Nor a style sheet the page already has from the site's own origin.
      for (const op of keep) {
        const own = op.filter;
        op.filter = (url) => !hasOwnOriginCopy(url) && (own ? own(url) : true);
      }
      args.preloadOps.splice(0, args.preloadOps.length, ...keep);
      await yieldToBrowser();
    },
    async beforeGetExpose() {
      await yieldToBrowser();
    },
    async beforeExecuteFactory() {
      await yieldToBrowser();
    },
    loadEntry({ remoteInfo }) {
      const error = refused.get(remoteInfo.name);
      return error ? refusedContainer(error) : undefined;
    },
    errorLoadRemote({ error, lifecycle, id }) {
      // On the server, a manifest that could not be fetched (slow, down) is left to fail: the
      // runtime then forgets its loading promise. Answered with the sentinel, the runtime would
      // keep that failure for the manifest's URL for good (RUNTIME-013 at every later load, until
      // a restart). The browser keeps it for the page (its other regions of that remote fail at
      // once, not after another timeout each) until the visitor's Retry registers it again.
      if (typeof window === 'undefined' && lifecycle === 'afterResolve' && isManifestFetchFailure(id, error)) {
        return undefined;
      }
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

/**
 * Told of every load of a remote's module once it settles: loaded (maybe after the caller's
 * timeout), or failed for a reason a retry may mend (its files failed or timed out; not a refusal,
 * nor a remote the config does not name).
 */
export type RemoteLoadListener = (remote: RemoteName, outcome: 'loaded' | 'load-failed') => void;
const loadListeners = new Set<RemoteLoadListener>();

/** Calls `listener` after each load of a remote's module (the server's recovery); returns its removal. */
export function onRemoteLoad(listener: RemoteLoadListener): () => void {
  loadListeners.add(listener);
  return () => loadListeners.delete(listener);
}

function report(remote: RemoteName, outcome: RemoteUnavailableError['reason'] | 'loaded'): void {
  if (outcome !== 'loaded' && outcome !== 'load-failed') return;
  for (const listener of loadListeners) listener(remote, outcome);
}

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly reason: 'not-configured' | 'timeout' | 'load-failed' | 'incompatible',
    cause?: unknown,
  ) {
    super(`${remote} is unavailable (${reason})`, { cause });
    this.name = 'RemoteUnavailableError';
  }

  /** For an incompatible remote: what it declares against what this site provides (shown in its region). */
  get incompatibility(): string | undefined {
    return this.cause instanceof RemoteIncompatibleError ? this.cause.compatibility.detail : undefined;
  }
}

function unavailable(remote: RemoteName, cause: unknown): RemoteUnavailableError {
  return new RemoteUnavailableError(
    remote,
    cause instanceof RemoteIncompatibleError ? 'incompatible' : 'load-failed',
    cause,
  );
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
  // A thrown call is a failed load too.
  const load = new Promise<T | null>((resolve) => resolve(loadRemote<T>(id))).then(
    (mod) => {
      if (!mod || isUnavailable(mod)) throw unavailable(remote, isUnavailable(mod) ? mod.error : undefined);
      return mod;
    },
    (error: unknown) => {
      throw unavailable(remote, error);
    },
  );
  // Reported when it settles, however long that takes: a load slower than the budget that then
  // succeeds is the runtime's to keep and use; one that fails is reported, to be tried afresh.
  load.then(
    () => report(remote, 'loaded'),
    (error: RemoteUnavailableError) => report(remote, error.reason),
  );
  try {
    return await Promise.race([load, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
