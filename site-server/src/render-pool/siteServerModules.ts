// The site server's modules the pool uses, typed here while they are still JavaScript under
// scripts/server/ (found from this file, in src/ or compiled in dist/).
const load = <T>(file: string): Promise<T> =>
  import(new URL(`../../../scripts/server/${file}`, import.meta.url).href) as Promise<T>;

interface RemotePreloads {
  /** Reads (briefly caching) remote manifests; a remote that is down reads as null. */
  createManifestReader(): (url: string) => Promise<unknown>;
  /** Every style sheet a remote's browser manifest names, as absolute URLs. */
  manifestStyles(manifest: unknown, manifestUrl: string): (string | null)[];
}

interface PageRenderer {
  watchDataVersion(o: { apiUrl: string; everyMs: number; log: (line: string) => void }): {
    onChange(fn: (version: number) => void): void;
    close(): void;
  };
}

export const { createManifestReader, manifestStyles } = await load<RemotePreloads>('remotePreloads.mjs');
export const { watchDataVersion } = await load<PageRenderer>('pageRenderer.mjs');
