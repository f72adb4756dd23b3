import { createHash } from 'node:crypto';
import { registerSiteRemotes, resetRemote } from 'shared-ui';
import { isRemoteName, type RemoteName } from 'contracts/registry';

/** A remote's server build lives beside its browser build: `<folder>/server/mf-manifest.json`. */
export function serverManifestUrl(browserManifest: string): string {
  return new URL('server/mf-manifest.json', browserManifest).href;
}

export interface RemoteReleasesOptions {
  /** Remote name → its browser manifest URL (the runtime config's `remotes`). */
  remotes: () => Partial<Record<RemoteName, string>>;
  /** How long a manifest check may take before the remote counts as down. */
  timeoutMs?: number;
  fetchText?: (url: string, timeoutMs: number) => Promise<string>;
  onChange?: (remote: RemoteName, state: 'live' | 'down', release?: string) => void;
}

const defaultFetchText = async (url: string, timeoutMs: number) => {
  const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), cache: 'no-store' });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return res.text();
};

/**
 * Keeps the federation runtime of this process pointed at each remote's current server release.
 * The runtime keeps an evaluated remote for good, so a release is picked up by registering the
 * remote again under a new entry URL (`?v=<manifest hash>`), once per release and process, never
 * per request. A remote whose manifest cannot be read is left out (its regions fall back at once
 * and the browser renders them) until it answers again.
 */
export function createRemoteReleases({
  remotes,
  timeoutMs = 800,
  fetchText = defaultFetchText,
  onChange,
}: RemoteReleasesOptions) {
  let current: Partial<Record<RemoteName, string>> = {};

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
        } catch {
          /* down: left out */
        }
      }),
    );
    const names = new Set([...Object.keys(current), ...Object.keys(next)] as RemoteName[]);
    const changed = [...names].filter((n) => current[n] !== next[n]);
    if (changed.length === 0) return;
    current = next;
    registerSiteRemotes(next);
    // A remote that went down is forgotten, not kept at its last release: its regions fall back and
    // the browser renders whatever is deployed now (maybe a newer release than the server had).
    for (const name of changed) if (!next[name]) resetRemote(name);
    for (const name of changed) onChange?.(name, next[name] ? 'live' : 'down', next[name]?.split('?v=')[1]);
  }

  return { check, entries: () => current };
}
