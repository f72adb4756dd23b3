// The render pool's kept pages, in the site server's own thread: a visitor whose page is kept is
// answered at once, without waiting for a worker (nor for the renders queued before it), and a
// request the pool cannot take (full, or its render ran past its budget) is answered from here,
// stale if need be, rather than with a page without its content. One client cannot empty it
// (contracts/kept-pages: the site's one rule for kept pages).
import { createClientShareCache, takeRenderAgain, type KeptTimes } from 'contracts/kept-pages';

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

type Entry = KeptCopy & KeptTimes;

export function bodyFor(copy: KeptCopy, encoding: PageEncoding): Buffer {
  return encoding === 'br' ? copy.br : encoding === 'gzip' ? copy.gzip : copy.identity;
}

export function createKeptCopies({ maxEntries, lastResortMs, clientShare, now = Date.now }: KeptCopiesOptions) {
  const pages = createClientShareCache<Entry>({ maxEntries, clientShare });
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
      const kept = pages.get(key, client); // most recently used now
      if (!kept) return { kind: 'none' };
      const t = now();
      if (kept.staleUntil + lastResortMs <= t) {
        pages.delete(key);
        return { kind: 'none' };
      }
      const body = bodyFor(kept, encoding);
      if (kept.staleUntil <= t) return { kind: 'last-resort', status: kept.status, body };
      return { kind: 'serve', status: kept.status, body, renderAgain: takeRenderAgain(kept, t) };
    },
    /**
     * Keeps a copy rendered in `renderedIn` (see generation) for `client`'s request; false when it
     * may not be kept.
     */
    set(key: string, copy: KeptCopy, renderedIn: number, client?: string): boolean {
      if (maxEntries <= 0 || renderedIn !== generation || copy.until <= now()) return false;
      pages.set(key, { ...copy, staleUntil: Math.max(copy.until, copy.staleUntil), renderAgainAt: null }, client);
      return true;
    },
    /**
     * A render in `renderedIn` found the page gone or moved (the listing was taken off the site or
     * renamed): its older copy must not stand in for it, stale or as a last resort.
     */
    forget(key: string, renderedIn: number): void {
      if (renderedIn === generation) pages.delete(key);
    },
    /** The public data changed: every page is rendered again, and meanwhile served for `staleMs` at most. */
    expire(staleMs: number): void {
      generation += 1;
      const t = now();
      for (const [, kept] of pages.entries()) {
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
