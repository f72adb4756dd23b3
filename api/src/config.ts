import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { httpOrigin } from 'contracts/http';
import { REMOTE_NAMES, SHELL, remotePort } from 'contracts/registry';
import {
  checkDeliveryConfig,
  DEFAULT_FROM,
  DEFAULT_RETENTION_MONTHS,
  DEFAULT_TO,
  DELIVERY_DEFAULTS,
  recipients,
  sender,
  smtpUrl,
  staffToken,
  wholeNumber,
  workerSwitch,
  type DeliveryConfig,
} from './features/delivery/config';

/**
 * The API's settings: every environment variable the API server and its commands (the delivery
 * worker, leads, forget, backup, restore, seed, staff) read, in one zod schema. Each entry has its default
 * and a one-line meaning; `npm run settings:doc -w api` turns them into docs/settings/api.md. A
 * wrong value stops the start with a message naming the setting. Nothing else reads process.env.
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
export const DEFAULT_PG_POOL_MAX = 10;
/** Shortest API_PROXY_SECRET accepted: it stands between a visitor and the rate limit. */
export const MIN_PROXY_SECRET_LENGTH = 16;
export const MIN_METRICS_TOKEN_LENGTH = 16;
/** Staff sessions: idle and absolute timeouts (features/staff/sessions.ts). */
export const DEFAULT_STAFF_IDLE_MINUTES = 30;
export const DEFAULT_STAFF_MAX_HOURS = 12;

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

/** A secret shared with another program: unset is allowed, short is refused (never echoed). */
function secret(name: string, minLength: number) {
  return (value: string | undefined): string | undefined => {
    if (value === undefined || value === '') return undefined;
    if (value.length < minLength || /\s/.test(value))
      throw new Error(`${name} must be at least ${minLength} characters without spaces`);
    return value;
  };
}

export const proxySecret = secret('API_PROXY_SECRET', MIN_PROXY_SECRET_LENGTH);

/**
 * SITE_URL: the site's public origin. Crawlers take sitemap URLs literally, so it must be an
 * absolute http(s) URL with nothing after the host and port (a trailing '/' is dropped).
 */
export function siteUrl(value: string | undefined): string {
  if (value === undefined || value.trim() === '') return DEFAULT_SITE_URL;
  const text = value.trim();
  const refuse = () =>
    new Error(`SITE_URL must be an absolute http(s) origin without a path, e.g. https://www.example.in; got '${text}'`);
  const origin = httpOrigin(text);
  if (origin === null) throw refuse();
  return origin;
}

/** on/off switches: 1/true/on and 0/false/off, any case; unset gives `fallback`. */
function onOff(name: string, fallback: boolean) {
  return (value: string | undefined): boolean => {
    if (value === undefined) return fallback;
    if (/^(1|true|on)$/i.test(value.trim())) return true;
    if (/^(0|false|off)$/i.test(value.trim())) return false;
    throw new Error(`${name} must be on or off, got '${value}'`);
  };
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

function logLevel(value: string | undefined): (typeof LOG_LEVELS)[number] {
  const level = (value ?? 'info').trim().toLowerCase();
  const known = LOG_LEVELS.find((l) => l === level);
  if (known === undefined) throw new Error(`API_LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got '${value}'`);
  return known;
}

const whole = (name: string, min: number, max: number, fallback: number) => (value: string | undefined) =>
  wholeNumber(name, value, fallback, min, max);
const optionalWhole = (name: string, min: number, max: number) => (value: string | undefined) =>
  value === undefined ? undefined : wholeNumber(name, value, min, min, max);

/**
 * One environment setting: its value (unset or blank means the default) goes through `parse`,
 * whose error message names the setting. `shownDefault` is the default as the reference shows it.
 */
function setting<T>(meaning: string, shownDefault: string, parse: (value: string | undefined) => T) {
  return z
    .string()
    .optional()
    .transform((value, ctx) => {
      try {
        return parse(value === undefined || value.trim() === '' ? undefined : value);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: err instanceof Error ? err.message : String(err) });
        return z.NEVER;
      }
    })
    .meta({ description: meaning, default: shownDefault });
}

const ms = (n: number) => String(n);

/** Every setting, by environment variable name. */
export const settingsSchema = z.object({
  API_PORT: setting('Port the API listens on', '3010', whole('API_PORT', 1, 65_535, 3010)),
  API_HOST: setting('Address the API listens on', '127.0.0.1', (v) => v?.trim() ?? '127.0.0.1'),
  DATABASE_URL: setting(
    'postgres://user:pass@host:port/db selects PostgreSQL (?schema=name for a schema); a path or sqlite:/file: URL another SQLite file',
    'SQLite file site.db in API_DATA_DIR',
    (v) => v,
  ),
  API_DATA_DIR: setting(
    'Folder of the default SQLite file, the .eml mail folder and backups (a relative path is taken from the working folder)',
    'api/data',
    (v) => (v === undefined ? DEFAULT_DATA_DIR : path.resolve(v)),
  ),
  PG_POOL_MAX: setting(
    'PostgreSQL connections per process',
    String(DEFAULT_PG_POOL_MAX),
    whole('PG_POOL_MAX', 1, 1000, DEFAULT_PG_POOL_MAX),
  ),
  SEED_LISTINGS: setting(
    'Listings generated when an empty database is seeded (and by npm run seed)',
    '240 (180 residential, 60 commercial)',
    optionalWhole('SEED_LISTINGS', 1, 1_000_000),
  ),
  WRITE_RATE_LIMIT: setting(
    'POSTs per minute per client address on each write route (shared by every process on PostgreSQL)',
    String(DEFAULT_WRITE_RATE_LIMIT),
    whole('WRITE_RATE_LIMIT', 1, 1_000_000, DEFAULT_WRITE_RATE_LIMIT),
  ),
  DATA_CHANGE_POLL_MS: setting(
    'How often the public data version is read; a change empties the read caches',
    '1000 on SQLite, 5000 on PostgreSQL',
    optionalWhole('DATA_CHANGE_POLL_MS', 1, 3_600_000),
  ),
  SITE_ORIGINS: setting('CORS allow-list of the site’s origins (comma list)', DEFAULT_SITE_ORIGINS.join(','), (v) =>
    v === undefined
      ? DEFAULT_SITE_ORIGINS
      : v
          .split(',')
          .map((s) => s.trim().replace(/\/$/, ''))
          .filter(Boolean),
  ),
  SITE_URL: setting(
    'The site’s public origin: absolute URLs of sitemap.xml and robots.txt; https turns on Strict-Transport-Security',
    DEFAULT_SITE_URL,
    siteUrl,
  ),
  HSTS_INCLUDE_SUBDOMAINS: setting(
    'on: Strict-Transport-Security (sent only over HTTPS) also pins every subdomain of the site to HTTPS',
    'off',
    onOff('HSTS_INCLUDE_SUBDOMAINS', false),
  ),
  API_PROXY_SECRET: setting(
    'Shared with the site’s proxy (≥ 16 characters): only requests carrying it may name the visitor in X-Forwarded-For',
    'none (npm start sets a random one)',
    proxySecret,
  ),
  API_TRUST_PROXY: setting(
    'Addresses/CIDRs (or loopback, linklocal, uniquelocal) of a load balancer whose X-Forwarded-For and X-Forwarded-Proto are believed',
    'none',
    trustedProxies,
  ),
  SHUTDOWN_TIMEOUT_MS: setting(
    'How long SIGTERM waits for requests in flight before the API leaves (under npm start: a little less, before the supervisor kills it)',
    '10000',
    whole('SHUTDOWN_TIMEOUT_MS', 1, 600_000, 10_000),
  ),
  API_LOG_LEVEL: setting(`pino level: ${LOG_LEVELS.join(', ')}`, 'info', logLevel),
  API_READ_CACHE: setting('The 60 s micro-cache of read answers', 'on', onOff('API_READ_CACHE', true)),
  API_DOCS_UI: setting(
    'Serve Swagger UI at /api/docs (the JSON document is always served)',
    'off',
    onOff('API_DOCS_UI', false),
  ),
  METRICS_TOKEN: setting(
    'When set (≥ 16 characters), GET /metrics needs Authorization: Bearer <token>',
    'none: /metrics is open on the API port',
    secret('METRICS_TOKEN', MIN_METRICS_TOKEN_LENGTH),
  ),
  STAFF_API_TOKEN: setting(
    'Bearer token of the staff export route (≥ 32 characters); unset turns the route off',
    'none',
    staffToken,
  ),
  SMTP_URL: setting(
    'smtp://user:password@host:587 or smtps://…:465: the mail server enquiries and leads are sent through',
    'none: .eml files in DELIVERY_MAIL_DIR',
    smtpUrl,
  ),
  DELIVERY_TO: setting(
    'The firm’s addresses (comma list, each may be Name <address>); each gets its own copy',
    `${DEFAULT_TO.join(',')} (required with SMTP_URL)`,
    (v) => (v === undefined ? undefined : recipients(v, false)),
  ),
  DELIVERY_FROM: setting(
    'The sender, one address (optionally Name <address>)',
    `${DEFAULT_FROM} (required with SMTP_URL)`,
    (v) => (v === undefined ? undefined : sender(v, false)),
  ),
  DELIVERY_MAIL_DIR: setting('The .eml folder used when SMTP_URL is not set', '<API_DATA_DIR>/mail', (v) =>
    v === undefined ? undefined : path.resolve(v),
  ),
  DELIVERY_WORKER: setting('off: the API process does not deliver (run npm run worker processes)', 'on', workerSwitch),
  DELIVERY_MAX_ATTEMPTS: setting(
    'Attempts before an item becomes a dead letter after temporary failures',
    String(DELIVERY_DEFAULTS.maxAttempts),
    whole('DELIVERY_MAX_ATTEMPTS', 1, 100, DELIVERY_DEFAULTS.maxAttempts),
  ),
  DELIVERY_RETRY_BASE_MS: setting(
    'Ceiling of the first retry delay, doubled per attempt (each wait is half to all of its ceiling)',
    ms(DELIVERY_DEFAULTS.retryBaseMs),
    whole('DELIVERY_RETRY_BASE_MS', 100, 3_600_000, DELIVERY_DEFAULTS.retryBaseMs),
  ),
  DELIVERY_RETRY_MAX_MS: setting(
    'Largest retry delay ceiling',
    ms(DELIVERY_DEFAULTS.retryMaxMs),
    whole('DELIVERY_RETRY_MAX_MS', 100, 86_400_000, DELIVERY_DEFAULTS.retryMaxMs),
  ),
  DELIVERY_CONCURRENCY: setting(
    'Messages one worker sends at once (it keeps up to 4 × this in flight counting slow ones)',
    String(DELIVERY_DEFAULTS.concurrency),
    whole('DELIVERY_CONCURRENCY', 1, 50, DELIVERY_DEFAULTS.concurrency),
  ),
  DELIVERY_SEND_TIMEOUT_MS: setting(
    'Longest wait for the mail server’s answer to one message; then the send is a temporary failure',
    ms(DELIVERY_DEFAULTS.sendTimeoutMs),
    whole('DELIVERY_SEND_TIMEOUT_MS', 1_000, 600_000, DELIVERY_DEFAULTS.sendTimeoutMs),
  ),
  DELIVERY_SLOW_MS: setting(
    'A message not answered after this long frees its slot and goes on in the background',
    ms(DELIVERY_DEFAULTS.slowMs),
    whole('DELIVERY_SLOW_MS', 100, 600_000, DELIVERY_DEFAULTS.slowMs),
  ),
  DELIVERY_POLL_MS: setting(
    'How often an idle worker looks for due items',
    ms(DELIVERY_DEFAULTS.pollMs),
    whole('DELIVERY_POLL_MS', 50, 600_000, DELIVERY_DEFAULTS.pollMs),
  ),
  DELIVERY_LEASE_MS: setting(
    'How long a claimed item stays with its worker without a renewal',
    ms(DELIVERY_DEFAULTS.leaseMs),
    whole('DELIVERY_LEASE_MS', 3_000, 3_600_000, DELIVERY_DEFAULTS.leaseMs),
  ),
  STAFF_SESSION_IDLE_MINUTES: setting(
    'A staff session ends after this many minutes without a request',
    String(DEFAULT_STAFF_IDLE_MINUTES),
    whole('STAFF_SESSION_IDLE_MINUTES', 1, 1440, DEFAULT_STAFF_IDLE_MINUTES),
  ),
  STAFF_SESSION_MAX_HOURS: setting(
    'A staff session ends this many hours after sign-in, however active',
    String(DEFAULT_STAFF_MAX_HOURS),
    whole('STAFF_SESSION_MAX_HOURS', 1, 168, DEFAULT_STAFF_MAX_HOURS),
  ),
  BACKUP_DIR: setting('Where npm run backup writes without --out', '<API_DATA_DIR>/backups', (v) =>
    v === undefined ? undefined : path.resolve(v),
  ),
  RETENTION_MONTHS: setting(
    'Submissions older than this many months are deleted by the worker',
    String(DEFAULT_RETENTION_MONTHS),
    whole('RETENTION_MONTHS', 1, 240, DEFAULT_RETENTION_MONTHS),
  ),
});

export type Settings = z.output<typeof settingsSchema>;
export type SettingName = keyof Settings;

/** Thrown when a setting is wrong: one line per wrong setting, each naming it. */
export class SettingsError extends Error {}

/** Parses the environment; every wrong setting is named in one error. */
export function readSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const known = Object.fromEntries(Object.keys(settingsSchema.shape).map((name) => [name, env[name]]));
  const result = settingsSchema.safeParse(known);
  if (result.success) return result.data;
  throw new SettingsError(
    result.error.issues
      .map((issue) => {
        const name = String(issue.path[0] ?? '');
        return issue.message.includes(name) ? issue.message : `${name}: ${issue.message}`;
      })
      .join('\n'),
  );
}

export interface EnvConfig {
  port: number;
  /** SIGTERM: how long requests in flight get before the process leaves. */
  shutdownTimeoutMs: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  pgPoolMax: number;
  writeRateLimit: number;
  siteOrigins: string[];
  /** The site's public origin, e.g. https://www.example.in: the absolute URLs of sitemap.xml and robots.txt. */
  siteUrl: string;
  hstsIncludeSubDomains: boolean;
  seedListings: number | undefined;
  /** Proxies (addresses/CIDRs) whose X-Forwarded-For is believed; empty: none (see trustedProxies()). */
  trustedProxies: string[];
  /** Shared with the site's proxy: a request carrying it may name the visitor in X-Forwarded-For. */
  proxySecret: string | undefined;
  logLevel: string;
  readCache: boolean;
  docsUi: boolean;
  /** Bearer token /metrics asks for; undefined: /metrics is open (it is off the public origin). */
  metricsToken: string | undefined;
  /** E-mail delivery of enquiries and leads, and their retention (src/features/delivery/config.ts). */
  delivery: DeliveryConfig;
  /** DELIVERY_MAIL_DIR was set: a data folder given to buildApp() does not move the mail folder. */
  deliveryMailDirSet: boolean;
  /** Bearer token of the staff export route; undefined: the route is off. */
  staffToken: string | undefined;
  /** BACKUP_DIR: where backups go; undefined: `<dataDir>/backups`. */
  backupDir: string | undefined;
  /** DATA_CHANGE_POLL_MS: how often the public data's version is read; undefined: by dialect (app.ts). */
  dataChangePollMs: number | undefined;
  /** Staff sessions end after idleMs without a request or absoluteMs after sign-in. */
  staffSession: { idleMs: number; absoluteMs: number };
}

/** The delivery settings of `settings`, with the mail folder under `dataDir` unless DELIVERY_MAIL_DIR says otherwise. */
export function deliveryConfig(settings: Settings, dataDir: string): DeliveryConfig {
  const smtp = settings.SMTP_URL;
  return checkDeliveryConfig({
    smtpUrl: smtp,
    mailDir: settings.DELIVERY_MAIL_DIR ?? path.join(dataDir, 'mail'),
    to: settings.DELIVERY_TO ?? recipients(undefined, smtp !== undefined),
    from: settings.DELIVERY_FROM ?? sender(undefined, smtp !== undefined),
    worker: settings.DELIVERY_WORKER,
    maxAttempts: settings.DELIVERY_MAX_ATTEMPTS,
    retryBaseMs: settings.DELIVERY_RETRY_BASE_MS,
    retryMaxMs: settings.DELIVERY_RETRY_MAX_MS,
    concurrency: settings.DELIVERY_CONCURRENCY,
    sendTimeoutMs: settings.DELIVERY_SEND_TIMEOUT_MS,
    slowMs: settings.DELIVERY_SLOW_MS,
    pollMs: settings.DELIVERY_POLL_MS,
    leaseMs: settings.DELIVERY_LEASE_MS,
    retentionMonths: settings.RETENTION_MONTHS,
  });
}

/** The delivery settings of `env` (tests build workers from these). */
export function readDeliveryConfig(env: NodeJS.ProcessEnv, dataDir: string): DeliveryConfig {
  return deliveryConfig(readSettings(env), dataDir);
}

export function readEnv(env: NodeJS.ProcessEnv = process.env): EnvConfig {
  const s = readSettings(env);
  return {
    port: s.API_PORT,
    host: s.API_HOST,
    databaseUrl: s.DATABASE_URL,
    dataDir: s.API_DATA_DIR,
    pgPoolMax: s.PG_POOL_MAX,
    writeRateLimit: s.WRITE_RATE_LIMIT,
    siteOrigins: s.SITE_ORIGINS,
    siteUrl: s.SITE_URL,
    hstsIncludeSubDomains: s.HSTS_INCLUDE_SUBDOMAINS,
    seedListings: s.SEED_LISTINGS,
    trustedProxies: s.API_TRUST_PROXY,
    proxySecret: s.API_PROXY_SECRET,
    logLevel: s.API_LOG_LEVEL,
    readCache: s.API_READ_CACHE,
    docsUi: s.API_DOCS_UI,
    metricsToken: s.METRICS_TOKEN,
    delivery: deliveryConfig(s, s.API_DATA_DIR),
    deliveryMailDirSet: s.DELIVERY_MAIL_DIR !== undefined,
    staffToken: s.STAFF_API_TOKEN,
    backupDir: s.BACKUP_DIR,
    dataChangePollMs: s.DATA_CHANGE_POLL_MS,
    shutdownTimeoutMs: s.SHUTDOWN_TIMEOUT_MS,
    staffSession: {
      idleMs: s.STAFF_SESSION_IDLE_MINUTES * 60_000,
      absoluteMs: s.STAFF_SESSION_MAX_HOURS * 3_600_000,
    },
  };
}
