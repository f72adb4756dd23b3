// GET /remote-styles/<remote>/<path>.css: a remote's style sheet from the site's own origin
// (render/ownOriginStyles.ts says why). Fetched from the remote once per address and kept: a
// hashed sheet never changes at its address, and a release is a new address.
import type { FastifyPluginAsync } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { ReadRuntimeConfig } from '../config/runtimeConfig.js';
import { sendError } from '../http/errorReplies.js';
import { isHashedSheet, REMOTE_STYLES_PREFIX, remoteStyleSource } from '../render/ownOriginStyles.js';

const FETCH_TIMEOUT_MS = 5000;
/** Sheets kept (a few releases of each remote); the least recently served goes first. */
const KEPT_SHEETS = 32;
/** Larger than any remote's sheet (the largest is ~50 KB): a bigger answer is not a style sheet of ours. */
const MAX_SHEET_BYTES = 1024 * 1024;

export interface RemoteStylesOptions {
  readRuntimeConfig: ReadRuntimeConfig;
  /** for tests: how the remote is asked */
  fetchSheet?: typeof fetch;
}

type Sheet = { ok: true; css: string } | { ok: false; status: number };

export const remoteStyles: FastifyPluginAsync<RemoteStylesOptions> = async (app, opts) => {
  const fetchSheet = opts.fetchSheet ?? fetch;
  // Address → the sheet, or the fetch under way (callers at once share one fetch).
  const kept = new LRUCache<string, Promise<Sheet>>({ max: KEPT_SHEETS });

  async function load(source: string): Promise<Sheet> {
    try {
      const res = await fetchSheet(source, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
      const type = res.headers.get('content-type') ?? '';
      if (!res.ok) return { ok: false, status: res.status === 404 ? 404 : 502 };
      if (!/^text\/css\b/i.test(type)) return { ok: false, status: 502 };
      const css = await res.text();
      return css.length > MAX_SHEET_BYTES ? { ok: false, status: 502 } : { ok: true, css };
    } catch {
      return { ok: false, status: 502 };
    }
  }

  function sheet(source: string): Promise<Sheet> {
    const known = kept.get(source);
    if (known) return known;
    const loading = load(source).then((s) => {
      // Only a sheet is kept: a failure is asked again next time.
      if (!s.ok) kept.delete(source);
      return s;
    });
    kept.set(source, loading);
    return loading;
  }

  app.get(`${REMOTE_STYLES_PREFIX}*`, async (req, reply) => {
    const pathname = req.url.split('?')[0] ?? '';
    let remotes: Record<string, unknown>;
    try {
      remotes = opts.readRuntimeConfig().remotes ?? {};
    } catch {
      return sendError(reply, 503, 'The site configuration could not be read.');
    }
    const source = remoteStyleSource(pathname, remotes);
    if (source === null) return sendError(reply, 404, 'No such style sheet.');
    const s = await sheet(source);
    if (!s.ok)
      return sendError(
        reply,
        s.status,
        s.status === 404 ? 'No such style sheet.' : 'The style sheet could not be loaded.',
      );
    return reply
      .type('text/css; charset=utf-8')
      .header('Cache-Control', isHashedSheet(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache')
      .send(s.css);
  });
};
