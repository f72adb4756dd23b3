// Forwards /api, /images, /sitemap.xml and /robots.txt from the shell's origin to the API (the API
// builds the crawler files from its database and SITE_URL). The proxy
// - reads a request body whole, up to the API's own limit, before it forwards anything: a larger
//   body (with or without Content-Length) is answered 413 here, so the API never closes a
//   half-sent upload on the proxy (which surfaced as a 500 "write EPIPE" or a reset);
// - streams a staff photo upload (multipart, many MB) straight on to the API, which checks it;
//   Content-Length is required and bounded here, and no other path takes a multipart body;
// - tells the API who the visitor is (X-Forwarded-For, exactly one address) and proves it is the
//   site's proxy (X-Site-Proxy-Secret), after dropping any copy of either a client sent;
// - answers any failure to reach the API as a plain JSON 502/503/504, never with the error's text.
import net from 'node:net';
import { Readable } from 'node:stream';
import type { IncomingHttpHeaders } from 'node:http';
import fastifyProxy, { type FastifyHttpProxyOptions } from '@fastify/http-proxy';
import type { FastifyPluginAsync } from 'fastify';
import { REQUEST_ID_HEADER, pathForLog } from '../logging/requestLog.js';
import { apiUpstreamErrors } from '../metrics/siteMetrics.js';
import { bodyRefusalCode, plainErrorHandler, sendError, type ThrownError } from '../http/errorReplies.js';

/** The API's BODY_LIMIT (api/src/app.ts): nothing larger is worth forwarding. */
export const API_BODY_LIMIT = 16 * 1024;
export const PROXY_SECRET_HEADER = 'x-site-proxy-secret';
/** The one route that takes a multipart body: the back-office's photo upload (api/src/features/photos). */
export const UPLOAD_PATH = /^\/api\/staff\/listings\/\d{1,10}\/photos$/;
/** Larger than the API's own limits on one upload (20 files of 15 MB are refused by it sooner, per file). */
export const UPLOAD_BODY_LIMIT = 320 * 1024 * 1024;
const DEFAULT_TIMEOUT_MS = 30000;

/** Paths answered by the API: its routes, its images, and the two crawler files at the site root. */
export const API_PREFIXES = ['/api', '/images', '/sitemap.xml', '/robots.txt'];

/** Request headers a client could use to pose as another visitor or as the proxy itself. */
const CLIENT_FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
  PROXY_SECRET_HEADER,
];

/** A failed upstream call as reply-from reports it. */
interface UpstreamError extends ThrownError {
  cause?: unknown;
}

const failureCode = (error: UpstreamError | null | undefined): string | undefined => {
  const cause = error?.cause as { code?: unknown } | null | undefined;
  const code = cause?.code ?? error?.code;
  return typeof code === 'string' ? code : undefined;
};

/** The status a failed upstream call answers: 504 on a timeout, 503 when the API is not there, else 502. */
export function upstreamFailureStatus(error: UpstreamError | null | undefined): number {
  if (error?.statusCode === 504) return 504;
  const code = failureCode(error);
  if (error?.statusCode === 503 || ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH'].includes(code ?? ''))
    return 503;
  return 502;
}

/** A failed API call, for the log (never the request's body or query: the path, at most 200 characters). */
export interface ProxyFailure {
  status: number;
  code?: string | undefined;
  url: string;
}

export interface ApiProxyOptions {
  /** the API's origin */
  upstream: string;
  /** sent as X-Site-Proxy-Secret on every forwarded request */
  secret?: string | undefined;
  /** bytes; default the API's limit */
  bodyLimit?: number | undefined;
  /** an API answer slower than this is a 504 */
  timeoutMs?: number | undefined;
  onFailure?: ((failure: ProxyFailure) => void) | undefined;
}

/**
 * Who the visitor is, for the API's limits: the address the trusted hops name, or, if a trusted
 * hop passed on something that is not an address, the hop itself.
 */
export function visitorAddress(req: { ip: string; socket: { remoteAddress?: string | undefined } }): string {
  return net.isIP(req.ip) ? req.ip : (req.socket.remoteAddress ?? '');
}

/** A multipart body the proxy will not forward, with the reason given to the client. */
export class UploadRefused extends Error {
  constructor(
    readonly statusCode: 411 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Why a multipart request is not streamed to the API (undefined: it is): only a POST to the photo
 * upload, with a Content-Length (the whole size known before a byte is forwarded) within the limit.
 */
export function uploadRefusal(
  method: string,
  url: string,
  contentLength: string | undefined,
): UploadRefused | undefined {
  if (method !== 'POST' || !UPLOAD_PATH.test(url.split('?')[0] ?? ''))
    return new UploadRefused(415, 'Only the photo upload takes a multipart body.');
  if (contentLength === undefined || !/^\d{1,12}$/.test(contentLength))
    return new UploadRefused(411, 'An upload must state its size (Content-Length).');
  if (Number(contentLength) > UPLOAD_BODY_LIMIT)
    return new UploadRefused(413, `The upload is too large (at most ${UPLOAD_BODY_LIMIT / 1024 / 1024} MB at once).`);
  return undefined;
}

/** Its own scope: these body parsers and this error handler apply to the proxied routes only. */
export const apiProxy: FastifyPluginAsync<ApiProxyOptions> = async (
  scope,
  { upstream, secret, bodyLimit = API_BODY_LIMIT, timeoutMs = DEFAULT_TIMEOUT_MS, onFailure },
) => {
  const rewriteRequestHeaders = (
    req: { body?: unknown; id: string; ip: string; socket: { remoteAddress?: string | undefined } },
    headers: IncomingHttpHeaders,
  ) => {
    const out: IncomingHttpHeaders = { ...headers };
    for (const name of CLIENT_FORWARDING_HEADERS) delete out[name];
    // The body goes on as one buffer with its Content-Length (set by reply-from), never chunked;
    // an upload's stream keeps the Content-Length it came with (checked by its parser).
    delete out['transfer-encoding'];
    if (req.body === undefined) delete out['content-length'];
    // The API limits writes per visitor: tell it who the visitor is, not this proxy.
    out['x-forwarded-for'] = visitorAddress(req);
    if (secret) out[PROXY_SECRET_HEADER] = secret;
    // The same id in the API's log line as in this server's (logging/requestLog.ts).
    out[REQUEST_ID_HEADER] = req.id;
    return out;
  };
  type ProxyReply = Parameters<NonNullable<NonNullable<FastifyHttpProxyOptions['replyOptions']>['onError']>>[0];
  const onError = (reply: ProxyReply, { error }: { error: Error & UpstreamError }) => {
    const status = upstreamFailureStatus(error);
    const code = failureCode(error);
    apiUpstreamErrors.inc({ status, code: code ?? 'none' });
    onFailure?.({ status, code, url: pathForLog(reply.request.url).slice(0, 200) });
    return sendError(reply, status);
  };

  // Forward the body that was read (a Buffer) exactly as it came, with its own content type; an
  // upload's stream is piped by reply-from itself (it reads the request's body when none is given).
  const handler: FastifyHttpProxyOptions['handler'] = (req, reply, dest, options) =>
    reply.from(
      dest,
      req.body === undefined || req.body instanceof Readable
        ? options
        : { ...options, body: req.body, contentType: req.headers['content-type'] ?? 'application/octet-stream' },
    );

  const answerError = plainErrorHandler(502);
  scope.setErrorHandler((err: ThrownError, req, reply) => {
    if (err instanceof UploadRefused) return sendError(reply, err.statusCode, err.message);
    return err?.statusCode === 413
      ? sendError(reply, 413, `The request body is too large (at most ${bodyLimit / 1024} KB).`, bodyRefusalCode(err))
      : answerError(err, req, reply);
  });
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit }, (_req, body, done) => done(null, body));
  scope.addContentTypeParser('multipart/form-data', (req, payload, done) => {
    const refusal = uploadRefusal(req.method, req.url, req.headers['content-length']);
    if (refusal !== undefined) done(refusal, undefined);
    else done(null, payload);
  });
  for (const prefix of API_PREFIXES) {
    const proxyOptions: FastifyHttpProxyOptions = {
      upstream,
      prefix,
      rewritePrefix: prefix,
      proxyPayloads: false,
      handler,
      http: { requestOptions: { timeout: timeoutMs } },
      replyOptions: { rewriteRequestHeaders, onError },
    };
    // reply-from's own two lines per call (with its source URL): the server's one line is enough.
    await scope.register(fastifyProxy, { ...proxyOptions, logLevel: 'warn' });
  }
};
