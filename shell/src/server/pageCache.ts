import { Transform, type TransformCallback } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { createClientShareCache, takeRenderAgain, type KeptTimes } from 'contracts/kept-pages';
import type { Encoding } from './pageStream';

// Compressed on libuv's threads: keeping a page must not hold up the visitors being served.
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A rendered page as kept: its bytes as each encoding sends them, its status, and how long it may be shown. */
interface KeptPage extends KeptTimes {
  status: number;
  bodies: Record<'identity' | 'br' | 'gzip', Buffer>;
  staleUntil: number;
}

/**
 * A kept page as served. `renderAgain` is true for the one request that should render it again
 * (its answers went stale): the first after it went stale, and another if no fresh copy came
 * within RENDER_AGAIN_RETRY_MS (that render failed, or was not keepable).
 */
export interface ServedPage {
  status: number;
  body: Buffer;
  renderAgain: boolean;
}

export interface PageCacheOptions {
  /** Pages kept at most (0: none, the cache is off). The one used least recently goes first. */
  maxEntries: number;
  /** A page is kept fresh at most this long, whatever its answers allow. */
  maxAgeMs: number;
  /** …and shown stale at most this much longer, while one request renders it again. */
  maxStaleMs: number;
  /** The share of the entries one client's pages may fill (CLIENT_SHARE). */
  clientShare?: number;
  now?: () => number;
}

const SCRIPT_TAG = /<script\b([^>]*)>/gi;
const SCRIPT_TYPE = /^(module|(text|application)\/(x-)?(java|ecma)script)$/i;

/**
 * True when the page has an inline script the browser would run (React's streaming scripts): it
 * needs this visitor's nonce, so the page cannot be kept. Data blocks (the state script, JSON-LD)
 * are not run.
 */
export function hasInlineScript(html: string): boolean {
  for (const [, attrs = ''] of html.matchAll(SCRIPT_TAG)) {
    if (/\ssrc=/i.test(attrs)) continue;
    const type = /\stype="([^"]*)"/i.exec(attrs)?.[1]?.trim();
    if (!type || SCRIPT_TYPE.test(type)) return true;
  }
  return false;
}

/**
 * Rendered pages, kept as long as every API answer they show stays fresh (the API's own
 * Cache-Control, see shared-ui's answerRecords.ts): a page is rendered and compressed once per
 * freshness window instead of once per visitor. While its answers may be shown stale
 * (`stale-while-revalidate`), it is still served, and one request renders it again in the
 * background: no visitor waits for a render, nor do many render the same page at once. Only a
 * page whose scripts are all files is kept: the policy allows those by origin ('self'), so the
 * kept copy carries no nonce, and each visitor's policy still has its own (unused) one.
 *
 * One client cannot empty it: a page only one client has asked for counts against that client's
 * share (`clientShare` of the entries), and its next new page evicts its own oldest past the share.
 * A page a second client asks for belongs to no one any more.
 */
export function createPageCache({ maxEntries, maxAgeMs, maxStaleMs, clientShare, now = Date.now }: PageCacheOptions) {
  const pages = maxEntries > 0 ? createClientShareCache<KeptPage>({ maxEntries, clientShare }) : null;
  // Bumped by clear(): a page still being compressed when a release goes live is not kept.
  let generation = 0;

  return {
    enabled: pages !== null,
    /**
     * The page kept for `key`, in `encoding`, or null when none is kept or it may no longer be
     * shown. `client`: who asks (see createPageCache).
     */
    get(key: string, encoding: Encoding, client?: string): ServedPage | null {
      const kept = pages?.get(key, client); // most recently used now
      if (!kept || !pages) return null;
      const t = now();
      if (kept.staleUntil <= t) {
        pages.delete(key);
        return null;
      }
      return { status: kept.status, body: kept.bodies[encoding ?? 'identity'], renderAgain: takeRenderAgain(kept, t) };
    },
    /**
     * Keeps a page rendered with `nonce` until `until` (capped by maxAgeMs), and stale until
     * `staleUntil` (capped by maxStaleMs more). False when it may not be kept: stale already, or it
     * has an inline script. `client`: whose request rendered it.
     */
    async set(
      key: string,
      page: { status: number; html: string; nonce: string; until: number; staleUntil?: number; client?: string },
    ): Promise<boolean> {
      const until = Math.min(page.until, now() + maxAgeMs);
      if (!pages || until <= now() || hasInlineScript(page.html)) return false;
      const staleUntil = Math.max(until, Math.min(page.staleUntil ?? until, until + maxStaleMs));
      const identity = Buffer.from(page.html.replaceAll(` nonce="${page.nonce}"`, ''));
      const renderedIn = generation;
      const [br, gz] = await Promise.all([
        brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } }),
        gzip(identity, { level: 6 }),
      ]);
      if (renderedIn !== generation) return false;
      pages.set(
        key,
        { status: page.status, bodies: { identity, br, gzip: gz }, until, staleUntil, renderAgainAt: null },
        page.client,
      );
      return true;
    },
    /**
     * The public data changed: every page is rendered again at its next request, and until that
     * render is kept it may be served for at most `staleMs` more (0: not at all). A render that
     * started before the change is not kept.
     */
    expire(staleMs: number): void {
      generation += 1;
      if (!pages) return;
      const t = now();
      for (const [key, kept] of pages.entries()) {
        kept.until = Math.min(kept.until, t);
        kept.staleUntil = Math.min(kept.staleUntil, t + staleMs);
        kept.renderAgainAt = null;
        if (kept.staleUntil <= t) pages.delete(key);
      }
    },
    /**
     * Forgets one page: its new render may not be kept (the listing was taken off the site, or it
     * moved), so the older copy must not stand in for it while stale.
     */
    forget(key: string): void {
      pages?.delete(key);
    },
    /** Forgets every page (a remote's new release or a new config changes what pages show). */
    clear(): void {
      generation += 1;
      pages?.clear();
    },
    get size(): number {
      return pages?.size ?? 0;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

/** Passes a page's bytes on unchanged and keeps a copy, for the cache once the page is complete. */
export class PageCopy extends Transform {
  private readonly chunks: Buffer[] = [];

  override _transform(chunk: Buffer | Uint8Array, _enc: BufferEncoding, done: TransformCallback): void {
    const buf = Buffer.from(chunk);
    this.chunks.push(buf);
    done(null, buf);
  }

  text(): string {
    return Buffer.concat(this.chunks).toString('utf8');
  }
}
