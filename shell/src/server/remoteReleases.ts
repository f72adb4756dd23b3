import { createHash } from 'node:crypto';
import { registerSiteRemotes, resetRemote } from 'shared-ui';
import { isRemoteName, type RemoteName } from 'contracts/registry';

/** A remote's server build lives beside its browser build: `<folder>/server/mf-manifest.json`. */
export function serverManifestUrl(browserManifest: string): string {
  return new URL('server/mf-manifest.json', browserManifest).href;
}

/** Failed checks in a row before a live remote counts as down: one slow check is not an outage. */
export const DOWN_AFTER_FAILED_CHECKS = 3;
const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 15_000;

/**
 * How long to wait before registering a remote afresh after its `attempt`-th failed load in a row
 * (1, 2, …): doubling from 0.25 s, at most 15 s, so a remote that is back is used again within
 * moments while one that stays broken is asked a few times a minute.
 */
export function retryDelayMs(attempt: number): number {
  const doublings = Math.max(0, Math.floor(attempt) - 1);
  return Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.min(doublings, 16));
}

export interface RemoteReleasesOptions {
  /** Remote name → its browser manifest URL (the runtime config's `remotes`). */
  remotes: () => Partial<Record<RemoteName, string>>;
  /** How long a manifest check may take before it counts as failed. */
  timeoutMs?: number;
  /** Failed checks in a row before a live remote is left out (DOWN_AFTER_FAILED_CHECKS). */
  downAfter?: number;
  fetchText?: (url: string, timeoutMs: number) => Promise<string>;
  onChange?: (remote: RemoteName, state: 'live' | 'down', release?: string) => void;
  /** Runs `fn` after `ms` (tests pass their own clock); returns its cancellation. */
  schedule?: (fn: () => void, ms: number) => () => void;
}

const defaultFetchText = async (url: string, timeoutMs: number) => {
  const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), cache: 'no-store' });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return res.text();
};

const defaultSchedule = (fn: () => void, ms: number) => {
  const timer = setTimeout(fn, ms);
  timer.unref();
  return () => clearTimeout(timer);
};

/** The release part of an entry URL (`?v=<hash>`), for the log. */
const releaseOf = (entry: string | undefined) => (entry ? new URL(entry).searchParams.get('v') : null) ?? undefined;

/**
 * Keeps the federation runtime of this process pointed at each remote's current server release.
 * The runtime keeps an evaluated remote for good, so a release is picked up by registering the
 * remote again under a new entry URL (`?v=<manifest hash>`), once per release and process, never
 * per request. A remote whose manifest cannot be read DOWN_AFTER_FAILED_CHECKS times in a row is
 * left out (its regions fall back at once and the browser renders them) until it answers again.
 * A load of a live remote's files that failed (slow, broken) is never kept: the remote is
 * registered afresh (`&retry=<n>`, a URL no cache of the runtime has seen) after retryDelayMs.
 */
export function createRemoteReleases({
  remotes,
  timeoutMs = 800,
  downAfter = DOWN_AFTER_FAILED_CHECKS,
  fetchText = defaultFetchText,
  onChange,
  schedule = defaultSchedule,
}: RemoteReleasesOptions) {
  /** Each live remote's release entry (`…/server/mf-manifest.json?v=<hash>`). */
  let releases: Partial<Record<RemoteName, string>> = {};
  /** What the runtime has: the release entry, or it with `&retry=<n>` after failed loads. */
  let registered: Partial<Record<RemoteName, string>> = {};
  const failedChecks = new Map<RemoteName, number>();
  /** Failed loads in a row since the remote last loaded, and the retry waiting for its time. */
  const retries = new Map<RemoteName, { attempt: number; cancel: (() => void) | null }>();
  /**
   * Remotes that loaded a module since they were last registered: their manifest and entry answer,
   * so a module of theirs that fails is its own problem (a chunk is fetched again at its next
   * load), never a reason to drop the code that works.
   */
  const worked = new Set<RemoteName>();

  function stopRetrying(remote: RemoteName): void {
    retries.get(remote)?.cancel?.();
    retries.delete(remote);
  }

  async function check(): Promise<void> {
    const configured = remotes();
    const next: Partial<Record<RemoteName, string>> = {};
    await Promise.all(
      Object.entries(configured).map(async ([name, browserManifest]) => {
        if (!isRemoteName(name) || !browserManifest) return;
        const manifest = serverManifestUrl(browserManifest);
        try {
          const text = await fetchText(manifest, timeoutMs);
          JSON.parse(text); // an error page is not a release
          const release = createHash('sha256').update(text).digest('hex').slice(0, 12);
          next[name] = `${manifest}?v=${release}`;
          failedChecks.delete(name);
        } catch {
          const failed = (failedChecks.get(name) ?? 0) + 1;
          failedChecks.set(name, failed);
          // Kept at its release until it has failed often enough in a row (a slow process is not down).
          const known = releases[name];
          if (known && known.startsWith(`${manifest}?`) && failed < downAfter) next[name] = known;
        }
      }),
    );
    for (const name of [...failedChecks.keys()]) if (!(name in configured)) failedChecks.delete(name);
    const names = new Set([...Object.keys(releases), ...Object.keys(next)] as RemoteName[]);
    const changed = [...names].filter((n) => releases[n] !== next[n]);
    if (changed.length === 0) return;
    releases = next;
    for (const name of changed) {
      stopRetrying(name);
      worked.delete(name);
    }
    registered = Object.fromEntries(
      (Object.keys(next) as RemoteName[]).map((n) => [n, changed.includes(n) ? next[n] : (registered[n] ?? next[n])]),
    );
    registerSiteRemotes(registered);
    // A remote that went down is forgotten, not kept at its last release: its regions fall back and
    // the browser renders whatever is deployed now (maybe a newer release than the server had).
    for (const name of changed) if (!next[name]) resetRemote(name);
    for (const name of changed) onChange?.(name, next[name] ? 'live' : 'down', releaseOf(next[name]));
  }

  /** Registers a live remote again under an entry URL of its own, after its files failed to load. */
  function registerAfresh(remote: RemoteName, attempt: number): void {
    const release = releases[remote];
    if (!release) return;
    registered = { ...registered, [remote]: `${release}&retry=${attempt}` };
    worked.delete(remote);
    registerSiteRemotes(registered);
    onChange?.(remote, 'live', releaseOf(release));
  }

  /**
   * A page's (or a warm-up's) load of the remote's files failed: the remote is registered afresh
   * after retryDelayMs, unless a retry is already waiting. The loads after that fetch everything
   * again.
   */
  function loadFailed(remote: RemoteName): void {
    if (!releases[remote]) return; // down, or not configured: the next check brings it back
    if (worked.has(remote)) return;
    const state = retries.get(remote) ?? { attempt: 0, cancel: null };
    if (state.cancel) return;
    state.attempt += 1;
    const attempt = state.attempt;
    state.cancel = schedule(() => {
      state.cancel = null;
      registerAfresh(remote, attempt);
    }, retryDelayMs(attempt));
    retries.set(remote, state);
  }

  /**
   * A load of the remote's files succeeded (maybe one slower than the budget): its files answer, so
   * a waiting retry is dropped and the next failure starts the backoff from its start.
   */
  function loaded(remote: RemoteName): void {
    stopRetrying(remote);
    if (releases[remote]) worked.add(remote);
  }

  return {
    check,
    loadFailed,
    loaded,
    /** The entries registered with the runtime now. */
    entries: () => registered,
    /** Stops waiting retries (the renderer is closing; tests). */
    close: () => {
      for (const name of [...retries.keys()]) stopRetrying(name);
    },
  };
}
