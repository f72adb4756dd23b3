// Headers every reply of the site servers carries: caching that suits federated deployments,
// and the browser protections that do not depend on the page (the content security policy is the
// shell's, per page: plugins/pageRendering.ts).
import path from 'node:path';
import { strictTransportSecurityValue } from 'contracts/http';
import type { FastifyReply, FastifyRequest } from 'fastify';

const NO_CACHE = new Set(['remoteEntry.js', 'mf-manifest.json', 'index.html', 'runtime-config.json']);
const HASHED = /\.[0-9a-f]{8}\.[a-z]+$/;

/**
 * Cache-Control of a reply. Errors are never stored: a chunk that is missing mid-deploy (its
 * new build not yet uploaded) must not stay broken in browsers and CDNs for a year. Entry files
 * and config are revalidated, content-hashed files never change.
 */
export function cacheControlFor(pathname: string, statusCode = 200): string {
  if (statusCode >= 400) return 'no-store';
  const base = path.basename(pathname);
  if (NO_CACHE.has(base) || !path.extname(base)) return 'no-cache';
  if (HASHED.test(base)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/**
 * Powerful features the site never uses, off for its pages and every frame in them. The video
 * frames' autoplay, encrypted-media, picture-in-picture and fullscreen stay allowed. Only names
 * Chromium knows: an unknown one (e.g. bluetooth) logs an error in every page's console.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

export type ResourcePolicy = 'same-origin' | 'same-site' | 'cross-origin';

/**
 * @param o.resourcePolicy  Cross-Origin-Resource-Policy
 * @param o.https  the site is served over HTTPS (else HSTS only when a trusted proxy says so)
 * @param o.hstsIncludeSubDomains  HSTS covers every subdomain too (only when configured: all are HTTPS)
 */
export function protectionHeaders({
  resourcePolicy,
  https,
  hstsIncludeSubDomains = false,
}: {
  resourcePolicy: ResourcePolicy;
  https: boolean;
  hstsIncludeSubDomains?: boolean | undefined;
}): (req: FastifyRequest, reply: FastifyReply) => void {
  // The same rule as the API's (contracts/http): HSTS only over HTTPS, subdomains only when configured.
  const hsts = strictTransportSecurityValue({ includeSubDomains: hstsIncludeSubDomains });
  return (req, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Cross-Origin-Resource-Policy', resourcePolicy);
    // req.protocol follows X-Forwarded-Proto only from a trusted proxy (SITE_TRUST_PROXY).
    if (https || req.protocol === 'https') reply.header('Strict-Transport-Security', hsts);
  };
}
