// Forwards /api, /images, /sitemap.xml and /robots.txt from the shell's origin to the API (the API
// builds the crawler files from its database and SITE_URL). The proxy
// - reads a request body whole, up to the API's own limit, before it forwards anything: a larger
//   body (with or without Content-Length) is answered 413 here, so the API never closes a
//   half-sent upload on the proxy (which surfaced as a 500 "write EPIPE" or a reset);
// - tells the API who the visitor is (X-Forwarded-For, exactly one address) and proves it is the
//   site's proxy (X-Site-Proxy-Secret), after dropping any copy of either a client sent;
// - answers any failure to reach the API as a plain JSON 502/503/504, never with the error's text.
import net from 'node:net';
import fastifyProxy from '@fastify/http-proxy';
import { bodyRefusalCode, plainErrorHandler, sendError } from './errorReplies.mjs';

/** The API's BODY_LIMIT (api/src/app.ts): nothing larger is worth forwarding. */
export const API_BODY_LIMIT = 16 * 1024;
export const PROXY_SECRET_HEADER = 'x-site-proxy-secret';
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

/** The status a failed upstream call answers: 504 on a timeout, 503 when the API is not there, else 502. */
export function upstreamFailureStatus(error) {
  if (error?.statusCode === 504) return 504;
  const code = error?.cause?.code ?? error?.code;
  if (error?.statusCode === 503 || ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH'].includes(code))
    return 503;
  return 502;
}

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {object} o
 * @param {string} o.upstream          the API's origin
 * @param {string} [o.secret]          sent as X-Site-Proxy-Secret on every forwarded request
 * @param {number} [o.bodyLimit]       bytes; default the API's limit
 * @param {number} [o.timeoutMs]       an API answer slower than this is a 504
 * @param {(failure: { status: number, code?: string, url: string }) => void} [o.onFailure]  for the log
 */
export async function registerApiProxy(
  app,
  { upstream, secret, bodyLimit = API_BODY_LIMIT, timeoutMs = DEFAULT_TIMEOUT_MS, onFailure },
) {
  const rewriteRequestHeaders = (req, headers) => {
    const out = { ...headers };
    for (const name of CLIENT_FORWARDING_HEADERS) delete out[name];
    // The body goes on as one buffer with its Content-Length (set by reply-from), never chunked.
    delete out['transfer-encoding'];
    if (req.body === undefined) delete out['content-length'];
    // The API limits writes per visitor: tell it who the visitor is (the trusted hops' view), not
    // this proxy; if a trusted hop passed on something that is not an address, the hop itself.
    out['x-forwarded-for'] = net.isIP(req.ip) ? req.ip : req.socket.remoteAddress;
    if (secret) out[PROXY_SECRET_HEADER] = secret;
    return out;
  };
  const onError = (reply, { error }) => {
    const status = upstreamFailureStatus(error);
    onFailure?.({ status, code: error?.cause?.code ?? error?.code, url: reply.request.url.slice(0, 200) });
    return sendError(reply, status);
  };
  // Forward the body that was read (a Buffer) exactly as it came, with its own content type.
  const handler = (req, reply, dest, options) =>
    reply.from(
      dest,
      req.body === undefined
        ? options
        : { ...options, body: req.body, contentType: req.headers['content-type'] ?? 'application/octet-stream' },
    );

  // Its own scope: these body parsers and this error handler apply to the proxied routes only.
  await app.register(async (scope) => {
    const answerError = plainErrorHandler(502);
    scope.setErrorHandler((err, req, reply) =>
      err?.statusCode === 413
        ? sendError(reply, 413, `The request body is too large (at most ${bodyLimit / 1024} KB).`, bodyRefusalCode(err))
        : answerError(err, req, reply),
    );
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit }, (_req, body, done) => done(null, body));
    for (const prefix of API_PREFIXES) {
      await scope.register(fastifyProxy, {
        upstream,
        prefix,
        rewritePrefix: prefix,
        proxyPayloads: false,
        handler,
        http: { requestOptions: { timeout: timeoutMs } },
        replyOptions: { rewriteRequestHeaders, onError },
      });
    }
  });
}
