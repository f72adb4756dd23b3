// The render pool's kept pages, in the site server's own thread: a visitor whose page is kept is
// answered at once, without waiting for a worker (nor for the renders queued before it), and a
// request the pool cannot take (full, or its render ran past its budget) is answered from here,
// stale if need be, rather than with a page without its content. One client cannot empty it: a
// page only one client has asked for counts against that client's share, and its next new page
// evicts its own oldest past the share; a page a second client asks for belongs to no one.
import { LRUCache } from 'lru-cache';

export type PageEncoding = 'br' | 'gzip' | null;

/** A page as the worker kept it: its bytes in each encoding, and how long it may be shown. */
export interface KeptCopy {
  status: number;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** Fresh until (ms since the epoch): served as it is. */
  until: number;
  /** Stale until: still served, while one request renders it again. */
  staleUntil: number;
}

/** How a kept copy may be used. */
export type KeptUse =
  /** Fresh, or stale within its window: answer with it (`renderAgain`: this request renders it anew). */
  | { kind: 'serve'; status: number; body: Buffer; renderAgain: boolean }
  /** Past its stale window: only for a request the pool cannot render. */
  | { kind: 'last-resort'; status: number; body: Buffer }
  | { kind: 'none' };

export interface KeptCopiesOptions {
  /** Pages kept at most; the one used least recently goes first. */
  maxEntries: number;
  /** How long after its stale window a copy is still a last resort. */
  lastResortMs: number;
  /** The share of the entries one client's pages may fill (CLIENT_SHARE). */
  clientShare?: number;
  now?: () => number;
}

/** One client's pages fill at most a tenth of the kept pages (50 of 500): junk URLs evict only their own. */
export const CLIENT_SHARE = 0.1;

/** A visitor's address as the site server determined it; longer text is not an address. */
const MAX_CLIENT_LENGTH = 64;
const clientOf = (client: string | undefined): string | null =>
  client !== undefined && client.length > 0 && client.length <= MAX_CLIENT_LENGTH ? client : null;

type Entry = KeptCopy & { renderAgainAt: number | null; owner: string | null };

/** A stale page is rendered again by one request, and by another if no fresh copy came in this time. */
const RENDER_AGAIN_RETRY_MS = 5_000;

export function bodyFor(copy: KeptCopy, encoding: PageEncoding): Buffer {
  return encoding === 'br' ? copy.br : encoding === 'gzip' ? copy.gzip : copy.identity;
}

export function createKeptCopies({
  maxEntries,
  lastResortMs,
  clientShare = CLIENT_SHARE,
  now = Date.now,
}: KeptCopiesOptions) {
  const perClient = Math.max(1, Math.ceil(maxEntries * clientShare));
  /** Each client's pages that no one else asked for, oldest first. */
  const owned = new Map<string, Set<string>>();
  const disown = (key: string, page: Entry) => {
    if (page.owner === null) return;
    const keys = owned.get(page.owner);
    keys?.delete(key);
    if (keys?.size === 0) owned.delete(page.owner);
    page.owner = null;
  };
  // The one used least recently goes first.
  const pages = new LRUCache<string, Entry>({
    max: Math.max(1, maxEntries),
    dispose: (page, key) => disown(key, page),
  });
  // Bumped by clear() and expire(): a render that began before is not kept.
  let generation = 0;

  return {
    enabled: maxEntries > 0,
    /** The generation a render starts in; `set` with an older one keeps nothing. */
    get generation(): number {
      return generation;
    },
    /** The copy kept for `key`, and how it may be used; `client`: who asks. */
    use(key: string, encoding: PageEncoding, client?: string): KeptUse {
      const kept = pages.get(key); // most recently used now
      if (!kept) return { kind: 'none' };
      const t = now();
      if (kept.staleUntil + lastResortMs <= t) {
        pages.delete(key);
        return { kind: 'none' };
      }
      if (kept.owner !== null && kept.owner !== clientOf(client)) disown(key, kept);
      const body = bodyFor(kept, encoding);
      if (kept.staleUntil <= t) return { kind: 'last-resort', status: kept.status, body };
      const renderAgain =
        kept.until <= t && (kept.renderAgainAt === null || t - kept.renderAgainAt >= RENDER_AGAIN_RETRY_MS);
      if (renderAgain) kept.renderAgainAt = t;
      return { kind: 'serve', status: kept.status, body, renderAgain };
    },
    /**
     * Keeps a copy rendered in `renderedIn` (see generation) for `client`'s request; false when it
     * may not be kept.
     */
    set(key: string, copy: KeptCopy, renderedIn: number, client?: string): boolean {
      if (maxEntries <= 0 || renderedIn !== generation || copy.until <= now()) return false;
      const owner = clientOf(client);
      pages.delete(key);
      if (owner !== null) {
        const keys = owned.get(owner) ?? new Set<string>();
        // Past its share, the client's own oldest page makes room, never another client's.
        for (const oldest of keys) {
          if (keys.size < perClient) break;
          pages.delete(oldest);
        }
        keys.add(key);
        owned.set(owner, keys);
      }
      pages.set(key, {
        ...copy,
        staleUntil: Math.max(copy.until, copy.staleUntil),
        renderAgainAt: null,
        owner,
      });
      return true;
    },
    /** The public data changed: every page is rendered again, and meanwhile served for `staleMs` at most. */
    expire(staleMs: number): void {
      generation += 1;
      const t = now();
      for (const kept of pages.values()) {
        kept.until = Math.min(kept.until, t);
        kept.staleUntil = Math.min(kept.staleUntil, t + staleMs);
        kept.renderAgainAt = null;
      }
    },
    /** A remote's release changed: no kept page shows what pages show now. */
    clear(): void {
      generation += 1;
      pages.clear();
    },
    get size(): number {
      return pages.size;
    },
  };
}

export type KeptCopies = ReturnType<typeof createKeptCopies>;
