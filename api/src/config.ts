import path from 'node:path';

/**
 * Settings from the environment. buildApp() falls back to these for anything its caller does
 * not pass, so `buildApp()` alone behaves like the server started with the same environment.
 */
export const API_ROOT = path.resolve(__dirname, '..');
export const DEFAULT_DATA_DIR = path.join(API_ROOT, 'data');
export const DEFAULT_SITE_ORIGINS = ['http://localhost:3000', 'http://localhost:3001', 'http://localhost:3002', 'http://localhost:3003'];
export const DEFAULT_WRITE_RATE_LIMIT = 30;

export interface EnvConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  writeRateLimit: number;
  siteOrigins: string[];
  seedListings: number | undefined;
  trustProxy: boolean | string | number;
  logLevel: string;
  readCache: boolean;
}

function positiveInt(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer, got '${value}'`);
  return n;
}

/**
 * Default 'loopback': the site's own server (same machine) may proxy /api to us and pass the
 * visitor's address in X-Forwarded-For; without it every visitor would share one rate limit.
 * Clients connecting directly from elsewhere cannot spoof their address.
 */
function trustProxy(value: string | undefined): boolean | string | number {
  if (value === undefined || value === '') return 'loopback';
  if (value === 'false') return false;
  if (value === 'true') return true;
  // A hop count ("1") or a list of trusted addresses/CIDRs ("127.0.0.1,10.0.0.0/8").
  return /^\d+$/.test(value) ? Number(value) : value;
}

export function readEnv(env: NodeJS.ProcessEnv = process.env): EnvConfig {
  return {
    port: positiveInt('API_PORT', env.API_PORT) ?? 3010,
    host: env.API_HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.API_DATA_DIR ? path.resolve(env.API_DATA_DIR) : DEFAULT_DATA_DIR,
    writeRateLimit: positiveInt('WRITE_RATE_LIMIT', env.WRITE_RATE_LIMIT) ?? DEFAULT_WRITE_RATE_LIMIT,
    siteOrigins: env.SITE_ORIGINS
      ? env.SITE_ORIGINS.split(',')
          .map((s) => s.trim().replace(/\/$/, ''))
          .filter(Boolean)
      : DEFAULT_SITE_ORIGINS,
    seedListings: positiveInt('SEED_LISTINGS', env.SEED_LISTINGS),
    trustProxy: trustProxy(env.API_TRUST_PROXY),
    logLevel: env.API_LOG_LEVEL || 'info',
    readCache: !/^(off|false|0)$/i.test(env.API_READ_CACHE ?? ''),
  };
}
