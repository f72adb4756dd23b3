import { createHash, timingSafeEqual } from 'node:crypto';
import net from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The visitor's address (`req.clientIp`), used for the rate limit key and stored with each
 * enquiry. Who may name the visitor in X-Forwarded-For:
 *  - the site's proxy, by sending X-Site-Proxy-Secret equal to API_PROXY_SECRET (`npm start`
 *    makes a fresh secret per start and gives it to both); it sends exactly one address;
 *  - a load balancer listed in API_TRUST_PROXY (Fastify's trustProxy walks the hops, `req.ip`).
 * Anyone else gets the address of its own connection. Only a valid IP address is ever returned:
 * a malformed forwarded value falls back to the connection's address.
 */
declare module 'fastify' {
  interface FastifyRequest {
    /** The visitor's IP address, as described in plugins/client-address.ts. */
    readonly clientIp: string;
  }
}

export const PROXY_SECRET_HEADER = 'x-site-proxy-secret';

/** Returned only when the connection is already gone (no address at all): still a valid IP. */
const UNKNOWN_ADDRESS = '0.0.0.0';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Constant-time check of the header against the secret (both hashed: equal lengths always). */
export function secretMatcher(secret: string | undefined): (header: unknown) => boolean {
  if (secret === undefined) return () => false;
  const expected = digest(secret);
  return (header) => typeof header === 'string' && timingSafeEqual(digest(header), expected);
}

/** The address the proxy put last in X-Forwarded-For (it sends one), if it is a valid IP. */
export function forwardedAddress(header: unknown): string | undefined {
  if (typeof header !== 'string') return undefined;
  const last = header.slice(header.lastIndexOf(',') + 1).trim();
  return net.isIP(last) ? last : undefined;
}

export function registerClientAddress(app: FastifyInstance, secret: string | undefined): void {
  const fromProxy = secretMatcher(secret);
  const socketAddress = (req: FastifyRequest) => {
    const address = req.socket.remoteAddress;
    return address !== undefined && net.isIP(address) ? address : UNKNOWN_ADDRESS;
  };
  // A getter, not a hook: only the writes (and their rate limit) ever ask, reads pay nothing.
  app.decorateRequest('clientIp', {
    getter(this: FastifyRequest): string {
      if (fromProxy(this.headers[PROXY_SECRET_HEADER]))
        return forwardedAddress(this.headers['x-forwarded-for']) ?? socketAddress(this);
      // req.ip: the socket address, or with API_TRUST_PROXY the first untrusted hop, which may be
      // any text a client sent.
      return net.isIP(this.ip) ? this.ip : socketAddress(this);
    },
  });
}
