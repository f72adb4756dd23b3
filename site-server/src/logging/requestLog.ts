// What the site server logs of a request, and its request id. A line names the method, the path
// with its query values dropped (a search's or a form's values may be personal), the status, the
// time and the request id; never a header, a body or a query value.
import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { compile } from '@fastify/proxy-addr';
import { REQUEST_ID_HEADER, REQUEST_ID_PATTERN } from 'contracts/http';
import pino, { type Logger } from 'pino';
import type { TrustProxy } from '../config/siteEnv.js';

export { REQUEST_ID_HEADER };

/** The path with every query value dropped: `/compare?ids=1,2&x=y` → `/compare?ids=&x=`. */
export function pathForLog(url: string): string {
  const cut = url.indexOf('?');
  const pathname = (cut < 0 ? url : url.slice(0, cut)).slice(0, 300);
  if (cut < 0) return pathname;
  const names = url
    .slice(cut + 1)
    .split('&')
    .filter(Boolean)
    .slice(0, 20)
    .map((pair) => `${pair.split('=')[0]?.slice(0, 40) ?? ''}=`);
  return `${pathname}?${names.join('&')}`;
}

/** Whether the socket's peer is one of the trusted hops (SITE_TRUST_PROXY): only they may name an id. */
export function trustedPeer(trustProxy: TrustProxy): (address: string | undefined) => boolean {
  if (trustProxy === false) return () => false;
  const trusts = typeof trustProxy === 'function' ? trustProxy : compile(trustProxy);
  return (address) => address !== undefined && trusts(address, 0);
}

/** Fastify's genReqId: a well-formed X-Request-Id from a trusted hop, else a new UUID. */
export function requestIdGenerator(trustProxy: TrustProxy): (req: IncomingMessage) => string {
  const trusted = trustedPeer(trustProxy);
  return (req) => {
    const given = req.headers[REQUEST_ID_HEADER];
    if (typeof given === 'string' && REQUEST_ID_PATTERN.test(given) && trusted(req.socket.remoteAddress)) return given;
    return crypto.randomUUID();
  };
}

/** The process's logger: JSON lines on stdout, at the level SITE_LOG_LEVEL names. */
export function createSiteLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino({ level, base: { service: 'site-server' } }, destination);
}
