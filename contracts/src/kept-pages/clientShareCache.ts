import { LRUCache } from 'lru-cache';

/**
 * The site's kept pages, whichever process keeps them (the render pool's thread, the shell's
 * renderer on its own): the least recently used page goes first, and one client cannot empty
 * them. A page only one client has asked for counts against that client's share, and its next new
 * page evicts its own oldest past the share; a page a second client asks for belongs to no one.
 */

/** One client's pages fill at most a tenth of the kept pages (50 of 500): junk URLs evict only their own. */
export const CLIENT_SHARE = 0.1;

/** A stale page is rendered again by one request, and by another if no fresh copy came in this time. */
export const RENDER_AGAIN_RETRY_MS = 5_000;

/** A visitor's address as the site server determined it; longer text is not an address. */
const MAX_CLIENT_LENGTH = 64;
const clientOf = (client: unknown): string | null =>
  typeof client === 'string' && client.length > 0 && client.length <= MAX_CLIENT_LENGTH ? client : null;

/** What every kept page carries for the cache's rules. */
export interface KeptTimes {
  /** Fresh until (ms since the epoch). */
  until: number;
  /** When a request last took on rendering it again (it went stale), if one did. */
  renderAgainAt: number | null;
}

/**
 * Whether the request finding `page` at `t` renders it again: it is past its freshness, and no
 * request took that on, or none did within RENDER_AGAIN_RETRY_MS (that render failed or was not
 * keepable). Marks the page when so.
 */
export function takeRenderAgain(page: KeptTimes, t: number): boolean {
  const due = page.until <= t && (page.renderAgainAt === null || t - page.renderAgainAt >= RENDER_AGAIN_RETRY_MS);
  if (due) page.renderAgainAt = t;
  return due;
}

export interface ClientShareCacheOptions {
  /** Pages kept at most (at least one). */
  maxEntries: number;
  /** The share of the entries one client's pages may fill (CLIENT_SHARE). */
  clientShare?: number;
}

export function createClientShareCache<V extends object>({
  maxEntries,
  clientShare = CLIENT_SHARE,
}: ClientShareCacheOptions) {
  const max = Math.max(1, maxEntries);
  const perClient = Math.max(1, Math.ceil(max * clientShare));
  /** The one client that has asked for each page, while only one has. */
  const owners = new Map<string, string>();
  /** Each client's pages that no one else asked for, oldest first. */
  const owned = new Map<string, Set<string>>();
  const disown = (key: string) => {
    const owner = owners.get(key);
    if (owner === undefined) return;
    owners.delete(key);
    const keys = owned.get(owner);
    keys?.delete(key);
    if (keys?.size === 0) owned.delete(owner);
  };
  const pages = new LRUCache<string, V>({ max, dispose: (_page, key) => disown(key) });

  return {
    /** The page kept for `key` (now the most recently used); `client`: who asks. */
    get(key: string, client?: string): V | undefined {
      const page = pages.get(key);
      if (page === undefined) return undefined;
      const owner = owners.get(key);
      if (owner !== undefined && owner !== clientOf(client)) disown(key);
      return page;
    },
    /** Keeps `page` for `key`, asked for by `client`: past the client's share, its own oldest goes. */
    set(key: string, page: V, client?: string): void {
      pages.delete(key);
      const owner = clientOf(client);
      if (owner !== null) {
        const keys = owned.get(owner) ?? new Set<string>();
        for (const oldest of keys) {
          if (keys.size < perClient) break;
          pages.delete(oldest);
        }
        keys.add(key);
        owned.set(owner, keys);
        owners.set(key, owner);
      }
      pages.set(key, page);
    },
    delete(key: string): void {
      pages.delete(key);
    },
    clear(): void {
      pages.clear();
    },
    entries(): IterableIterator<[string, V]> {
      return pages.entries();
    },
    get size(): number {
      return pages.size;
    },
  };
}

export type ClientShareCache<V extends object> = ReturnType<typeof createClientShareCache<V>>;
