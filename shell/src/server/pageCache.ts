import { Transform, type TransformCallback } from 'node:stream';
import zlib from 'node:zlib';
import type { Encoding } from './pageStream';

/** A rendered page as kept: its bytes as each encoding sends them, and its status. */
interface KeptPage {
  status: number;
  bodies: Record<'identity' | 'br' | 'gzip', Buffer>;
  until: number;
}

export interface PageCacheOptions {
  /** Pages kept at most (0: none, the cache is off). The one used least recently goes first. */
  maxEntries: number;
  /** A page is kept at most this long, whatever its answers allow. */
  maxAgeMs: number;
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
 * freshness window instead of once per visitor. Only a page whose scripts are all files is kept:
 * the policy allows those by origin ('self'), so the kept copy carries no nonce, and each visitor's
 * policy still has its own (unused) one.
 */
export function createPageCache({ maxEntries, maxAgeMs, now = Date.now }: PageCacheOptions) {
  const pages = new Map<string, KeptPage>();

  return {
    enabled: maxEntries > 0,
    /** The page kept for `key`, in `encoding`, or null when none is kept or it went stale. */
    get(key: string, encoding: Encoding): { status: number; body: Buffer } | null {
      const kept = pages.get(key);
      if (!kept) return null;
      pages.delete(key);
      if (kept.until <= now()) return null;
      pages.set(key, kept); // most recently used last
      return { status: kept.status, body: kept.bodies[encoding ?? 'identity'] };
    },
    /**
     * Keeps a page rendered with `nonce` until `until` (capped by maxAgeMs). False when it may not
     * be kept: stale already, or it has an inline script.
     */
    set(key: string, page: { status: number; html: string; nonce: string; until: number }): boolean {
      const until = Math.min(page.until, now() + maxAgeMs);
      if (maxEntries <= 0 || until <= now() || hasInlineScript(page.html)) return false;
      const identity = Buffer.from(page.html.replaceAll(` nonce="${page.nonce}"`, ''));
      const bodies = {
        identity,
        br: zlib.brotliCompressSync(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } }),
        gzip: zlib.gzipSync(identity, { level: 6 }),
      };
      pages.delete(key);
      if (pages.size >= maxEntries) pages.delete(pages.keys().next().value as string);
      pages.set(key, { status: page.status, bodies, until });
      return true;
    },
    /** Forgets every page (a remote's new release or a new config changes what pages show). */
    clear(): void {
      pages.clear();
    },
    get size(): number {
      return pages.size;
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
