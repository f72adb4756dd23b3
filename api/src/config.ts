import net from 'node:net';
import path from 'node:path';
import { REMOTE_NAMES, SHELL, remotePort } from 'contracts/registry';
import { readDeliveryConfig, staffToken, type DeliveryConfig } from './features/delivery/config';

/**
 * Settings from the environment. buildApp() falls back to these for anything its caller does
 * not pass, so `buildApp()` alone behaves like the server started with the same environment.
 */
export const API_ROOT = path.resolve(__dirname, '..');
export const DEFAULT_DATA_DIR = path.join(API_ROOT, 'data');
/** The site's own origins when it runs on its default ports: the shell and every remote of the registry. */
export const DEFAULT_SITE_ORIGINS = [
  `http://localhost:${SHELL.port}`,
  ...REMOTE_NAMES.map((name) => `http://localhost:${remotePort(name)}`),
];
export const DEFAULT_WRITE_RATE_LIMIT = 30;
/** The site's public origin when it runs on its default port (robots.txt and sitemap.xml name it). */
export const DEFAULT_SITE_URL = `http://localhost:${SHELL.port}`;

export interface EnvConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  writeRateLimit: number;
  siteOrigins: string[];
  /** The site's public origin, e.g. https://www.example.in: the absolute URLs of sitemap.xml and robots.txt. */
  siteUrl: string;
  seedListings: number | undefined;
  /** Proxies (addresses/CIDRs) whose X-Forwarded-For is believed; empty: none (see trustedProxies()). */
  trustedProxies: string[];
  /** Shared with the site's proxy: a request carrying it may name the visitor in X-Forwarded-For. */
  proxySecret: string | undefined;
  logLevel: string;
  readCache: boolean;
  /** E-mail delivery of enquiries and leads, and their retention (src/features/delivery/config.ts). */
  delivery: DeliveryConfig;
  /** Bearer token of the staff export route; undefined: the route is off. */
  staffToken: string | undefined;
  /** DATA_CHANGE_POLL_MS: how often the public data's version is read; undefined: by dialect (app.ts). */
  dataChangePollMs: number | undefined;
}

function positiveInt(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer, got '${value}'`);
  return n;
}

/** proxy-addr's names for address ranges; usable in API_TRUST_PROXY, never trusted by default. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * API_TRUST_PROXY: a comma list of addresses or CIDRs (or proxy-addr's range names) of a load
 * balancer that sits directly in front of the API and appends the visitor's address to
 * X-Forwarded-For. Nothing is trusted by default: the site's own proxy proves itself with
 * API_PROXY_SECRET instead, because any local process could connect from loopback. `true` and hop
 * counts are refused: they let any client that reaches the port choose its own address.
 */
export function trustedProxies(value: string | undefined): string[] {
  if (value === undefined || value.trim() === '' || value.trim() === 'false') return [];
  return value.split(',').map((raw) => {
    const entry = raw.trim();
    const [address, bits, extra] = entry.split('/');
    const family = net.isIP(address ?? '');
    const bitsOk = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    if (RANGE_NAMES.has(entry) || (family !== 0 && bitsOk && extra === undefined)) return entry;
    throw new Error(
      `API_TRUST_PROXY takes IP addresses or CIDRs (or loopback, linklocal, uniquelocal), comma-separated; got '${entry}'`,
    );
  });
}

/** Shortest API_PROXY_SECRET accepted: it stands between a visitor and the rate limit. */
export const MIN_PROXY_SECRET_LENGTH = 16;

export function proxySecret(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (value.length < MIN_PROXY_SECRET_LENGTH)
    throw new Error(`API_PROXY_SECRET must be at least ${MIN_PROXY_SECRET_LENGTH} characters`);
  return value;
}

/**
 * SITE_URL: the site's public origin. Crawlers take sitemap URLs literally, so it must be an
 * absolute http(s) URL with nothing after the host and port (a trailing '/' is dropped).
 */
export function siteUrl(value: string | undefined): string {
  if (value === undefined || value.trim() === '') return DEFAULT_SITE_URL;
  const text = value.trim();
  const refuse = () =>
    new Error(`SITE_URL must be an absolute http(s) origin without a path, e.g. https://www.example.in; got '${text}'`);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw refuse();
  }
  const extra =
    url.pathname !== '/' || url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '';
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || extra || /[?#]/.test(text)) throw refuse();
  return url.origin;
}

export function readEnv(env: NodeJS.ProcessEnv = process.env): EnvConfig {
  const dataDir = env.API_DATA_DIR ? path.resolve(env.API_DATA_DIR) : DEFAULT_DATA_DIR;
  return {
    port: positiveInt('API_PORT', env.API_PORT) ?? 3010,
    host: env.API_HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    writeRateLimit: positiveInt('WRITE_RATE_LIMIT', env.WRITE_RATE_LIMIT) ?? DEFAULT_WRITE_RATE_LIMIT,
    siteOrigins: env.SITE_ORIGINS
      ? env.SITE_ORIGINS.split(',')
          .map((s) => s.trim().replace(/\/$/, ''))
          .filter(Boolean)
      : DEFAULT_SITE_ORIGINS,
    siteUrl: siteUrl(env.SITE_URL),
    seedListings: positiveInt('SEED_LISTINGS', env.SEED_LISTINGS),
    trustedProxies: trustedProxies(env.API_TRUST_PROXY),
    proxySecret: proxySecret(env.API_PROXY_SECRET),
    logLevel: env.API_LOG_LEVEL || 'info',
    readCache: !/^(off|false|0)$/i.test(env.API_READ_CACHE ?? ''),
    delivery: readDeliveryConfig(env, dataDir),
    staffToken: staffToken(env.STAFF_API_TOKEN),
    dataChangePollMs: positiveInt('DATA_CHANGE_POLL_MS', env.DATA_CHANGE_POLL_MS),
  };
}
