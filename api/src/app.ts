import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type onSendHookHandler,
  type RawReplyDefaultExpression,
  type RawRequestDefaultExpression,
  type RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import path from 'node:path';
import { readEnv, siteUrl, type EnvConfig } from './config';
import { queueCounts } from './features/delivery';
import { staffToken } from './features/delivery/config';
import { connect, type DatabaseHandle } from './db/connection';
import { migrate } from './db/migrate';
import { seedIfEmpty } from './db/seed';
import blogsRoutes from './features/blogs/routes';
import compareRoutes from './features/compare/routes';
import type { DeliveryConfig } from './features/delivery/config';
import { createMailer, type Mailer } from './features/delivery/mailer';
import staffRoutes from './features/delivery/staffRoutes';
import { sessionCookie, staffGuard } from './features/staff';
import staffAuthRoutes from './features/staff/routes';
import leadsRoutes from './features/leads/routes';
import type { SessionLimits } from './features/staff/sessions';
import { DeliveryWorker } from './features/delivery/worker';
import enquiriesRoutes from './features/enquiries/routes';
import healthRoutes from './features/health/routes';
import { createMetrics, type ApiMetrics } from './features/operations/metrics';
import { requestIdFor, REQUEST_ID_HEADER } from './features/operations/requestId';
import operationsRoutes, { registerRequestTracking } from './features/operations/routes';
import imagesRoutes from './features/images/routes';
import photosRoutes from './features/photos/routes';
import listingsAdminRoutes from './features/listings-admin/routes';
import postsRoutes from './features/posts/routes';
import locationsRoutes from './features/locations/routes';
import propertiesRoutes from './features/properties/routes';
import similarRoutes from './features/properties/similarRoutes';
import sitemapRoutes from './features/sitemap/routes';
import { watchDataVersion } from './features/coordination/dataVersion';
import { memoryHitCounter, postgresHitCounter } from './features/coordination/hitCounter';
import { rateLimitStore } from './features/coordination/rateLimitStore';
import coordinationRoutes from './features/coordination/routes';
import './plugins/database';
import { DOCS_PREFIX, registerDocs } from './plugins/docs';
import { registerErrorHandlers, validatorCompiler } from './plugins/errors';
import { PROXY_SECRET_HEADER, registerClientAddress } from './plugins/client-address';
import { registerReadCache, toList } from './plugins/read-cache';
import { registerSecurity } from './plugins/security';

export interface BuildAppOptions {
  /** postgres://… for PostgreSQL; a SQLite path or sqlite:/file: URL; default: `${dataDir}/site.db`. */
  databaseUrl?: string;
  /** Folder of the default SQLite file. Default: env API_DATA_DIR or api/data. */
  dataDir?: string;
  /** Seed an empty database (default true); `{ listings }` sets the number of listings. */
  seed?: boolean | { listings?: number };
  /** Writes per IP per minute on each write route. Default: env WRITE_RATE_LIMIT or 30. */
  writeRateLimit?: number;
  logger?: boolean;
  /** Origins allowed by CORS. Default: env SITE_ORIGINS or localhost:3000–3003. */
  siteOrigins?: string[];
  /** The site's public origin for sitemap.xml and robots.txt. Default: env SITE_URL or http://localhost:3000. */
  siteUrl?: string;
  /** Keep read answers for 60 s (plugins/read-cache.ts). Default: on unless env API_READ_CACHE=off. */
  readCache?: boolean;
  /** Secret the site's proxy sends in X-Site-Proxy-Secret (plugins/client-address.ts). Default: env API_PROXY_SECRET. */
  proxySecret?: string;
  /** Load balancers (addresses/CIDRs) whose X-Forwarded-For is believed. Default: env API_TRUST_PROXY, else none. */
  trustedProxies?: string[];
  /** Where log lines go when `logger` is on (tests read them). Default: stdout. */
  logStream?: NodeJS.WritableStream;
  /** Clock of the idempotency keys' lifetime, staff sessions, failed sign-ins and scheduled posts (tests move it). Default: Date.now. */
  now?: () => number;
  /** Serve Swagger UI at /api/docs (the JSON document is always served). Default: env API_DOCS_UI. */
  docsUi?: boolean;
  /** HSTS (sent only over HTTPS) also names every subdomain. Default: env HSTS_INCLUDE_SUBDOMAINS. */
  hstsIncludeSubDomains?: boolean;
  /** Bearer token GET /metrics asks for; undefined: open. Default: env METRICS_TOKEN. */
  metricsToken?: string;
  /** Delivery settings over the environment's (src/features/delivery/config.ts). */
  delivery?: Partial<DeliveryConfig>;
  /** Run the delivery worker in this process (the server does unless DELIVERY_WORKER=off). Default: false. */
  deliveryWorker?: boolean;
  /** Where the worker sends (tests pass their own). Default: SMTP_URL's server or the mail folder. */
  mailer?: Mailer;
  /** Bearer token of the staff export route; undefined: the route is not there. Default: env STAFF_API_TOKEN. */
  staffToken?: string;
  /** Staff session timeouts over the environment's (STAFF_SESSION_IDLE_MINUTES, STAFF_SESSION_MAX_HOURS). */
  staffSession?: Partial<SessionLimits>;
  /** How often the public data's version is read (ms). Default: env DATA_CHANGE_POLL_MS, else 1 s on SQLite, 5 s on PostgreSQL (which also notifies). */
  dataChangePollMs?: number;
}

/** How long a browser or a shared cache may reuse a read answer, then show it while asking again. */
export const BROWSER_CACHE = 'public, max-age=10, stale-while-revalidate=20';

/** Expired rate-limit windows are deleted this often (PostgreSQL; memory windows expire alone). */
const LIMIT_SWEEP_MS = 60_000;

type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** Largest body the API accepts anywhere (only the two write routes take bodies at all). */
const BODY_LIMIT = 16 * 1024;
/** Largest answer compressed synchronously (see the compression plugin's options). */
const COMPRESS_SYNC_LIMIT = 128 * 1024;

/**
 * Builds the API: connects, migrates, seeds a new database, registers everything. The database
 * is closed when the app is closed.
 */
export async function buildApp(opts: BuildAppOptions = {}): Promise<FastifyInstance> {
  const env = readEnv();
  // Made before the connection so that it counts the database's failed queries from the start.
  let log: FastifyBaseLogger | null = null;
  let db: DatabaseHandle['db'] | null = null;
  const metrics = createMetrics(
    async () => (db === null ? { pending: 0, failed: 0, dead: 0 } : queueCounts(db)),
    (err) => log?.error({ err }, 'metrics: delivery queue unreadable'),
  );
  const handle = await connect(
    { databaseUrl: opts.databaseUrl ?? env.databaseUrl, dataDir: opts.dataDir ?? env.dataDir },
    { poolMax: env.pgPoolMax, onQueryError: metrics.databaseError },
  );
  db = handle.db;
  try {
    await prepareDatabase(handle, opts.seed ?? true, env.seedListings);
  } catch (err) {
    await handle.close();
    throw err;
  }

  const trustedProxies = opts.trustedProxies ?? env.trustedProxies;
  const app = Fastify({
    logger: opts.logger
      ? {
          level: env.logLevel,
          ...(opts.logStream ? { stream: opts.logStream } : {}),
          // Credentials never reach a log line, even if a future line carries headers.
          redact: [
            `req.headers["${PROXY_SECRET_HEADER}"]`,
            'req.headers.authorization',
            'req.headers.cookie',
            'req.headers["x-csrf-token"]',
            'res.headers["set-cookie"]',
          ],
          // No personal data in logs: Fastify's own request lines are off; the operations
          // feature writes one line per request naming the route template, the status and the
          // time, never the query, the body or the visitor's address.
          serializers: { req: (req: { method?: string; id?: string }) => ({ method: req.method, reqId: req.id }) },
        }
      : false,
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: false,
    genReqId: (req) => requestIdFor(req.headers[REQUEST_ID_HEADER]),
    // Only an explicitly listed load balancer; the site's proxy proves itself with the secret.
    trustProxy: trustedProxies.length > 0 ? trustedProxies : false,
    bodyLimit: BODY_LIMIT,
    // Repeated keys (?rooms=2&rooms=3) become one comma list, the form every list filter takes.
    // A null-prototype object: a key named __proto__ is just a key.
    routerOptions: {
      querystringParser: (query: string) => {
        const out = Object.create(null) as Record<string, string>;
        for (const [k, v] of new URLSearchParams(query)) out[k] = k in out ? `${out[k]},${v}` : v;
        return out;
      },
    },
  }).withTypeProvider<ZodTypeProvider>();

  const delivery = deliverySettings(opts, env);
  let worker: DeliveryWorker | null = null;
  log = app.log;
  app.decorate('db', handle.db);
  app.decorate('dbDialect', handle.dialect);
  app.decorate('deliveryWorker', null as DeliveryWorker | null);
  const dataVersion = await watchDataVersion(handle, {
    pollMs: opts.dataChangePollMs ?? env.dataChangePollMs ?? (handle.dialect === 'postgres' ? 5_000 : 1_000),
    log: app.log,
  });
  app.decorate('dataVersion', dataVersion);
  const hitCounter = handle.dialect === 'postgres' ? postgresHitCounter(handle.db) : memoryHitCounter();
  app.decorate('hitCounter', hitCounter);
  const sweep = setInterval(() => void hitCounter.sweep().catch(() => undefined), LIMIT_SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await dataVersion.close();
    await worker?.stop(); // the batch in hand is recorded before the database goes
    await handle.close();
  });
  app.log.info(
    { database: handle.description, rateLimits: hitCounter.shared ? 'shared (database)' : 'this process' },
    'database ready',
  );
  // Said at warn level (the level npm start runs at): a second API process on the file would keep its own limits and caches.
  if (handle.dialect === 'sqlite')
    app.log.warn(
      { database: handle.description },
      "SQLite is single-instance: run one API process per database file (rate limits and caches are this process's); one separate `npm run worker` beside it is fine",
    );
  try {
    await registerEverything(app, opts, env, metrics);
  } catch (err) {
    await app.close(); // closes the database too
    throw err;
  }
  if (opts.deliveryWorker) {
    worker = new DeliveryWorker({
      db: handle.db,
      dialect: handle.dialect,
      mailer: opts.mailer ?? createMailer(delivery),
      config: delivery,
      siteUrl: resolvedSiteUrl(opts, env),
      log: app.log,
      database: handle.description,
    });
    app.deliveryWorker = worker;
    // Said at warn level (the level npm start runs at): without SMTP nothing reaches the firm's inbox.
    if (!opts.mailer && !delivery.smtpUrl)
      app.log.warn({ folder: delivery.mailDir }, 'no SMTP_URL: enquiries and leads are written as .eml files');
    worker.start();
  }
  return app;
}

/** The environment's delivery settings; the mail folder follows a data folder given here. */
function deliverySettings(opts: BuildAppOptions, env: EnvConfig): DeliveryConfig {
  const folder = opts.dataDir && !env.deliveryMailDirSet ? { mailDir: path.join(opts.dataDir, 'mail') } : {};
  return { ...env.delivery, ...folder, ...opts.delivery };
}

const resolvedSiteUrl = (opts: BuildAppOptions, env: EnvConfig) =>
  opts.siteUrl !== undefined ? siteUrl(opts.siteUrl) : env.siteUrl;

/** Compilers, error handling, plugins and routes, in the order Fastify needs them. */
async function registerEverything(
  app: ZodApp,
  opts: BuildAppOptions,
  env: EnvConfig,
  metrics: ApiMetrics,
): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  // Answers are built by typed mappers (the zod type provider checks them against the response
  // schemas at compile time), so the runtime step is plain JSON.stringify: re-validating every
  // answer with zod cost ~15% of a list request's CPU. The schemas still document the API.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  registerErrorHandlers(app);
  registerClientAddress(app, opts.proxySecret ?? env.proxySecret);

  registerRequestTracking(app, metrics);
  await registerSecurity(app, {
    siteOrigins: opts.siteOrigins ?? env.siteOrigins,
    siteIsHttps: resolvedSiteUrl(opts, env).startsWith('https:'),
    hstsIncludeSubDomains: opts.hstsIncludeSubDomains ?? env.hstsIncludeSubDomains,
    trustsProxy: (opts.trustedProxies ?? env.trustedProxies).length > 0,
  });
  const readCache = (opts.readCache ?? env.readCache) ? registerReadCache(app) : null;
  if (readCache)
    app.dataVersion.onChange((version) => {
      readCache.clear();
      app.log.info({ version }, 'public data changed: kept answers forgotten');
    });
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip', 'deflate'],
    // Up to a page of 100 listings is compressed in one synchronous call (about 1 ms) rather than
    // through a stream, so the read cache can keep the result (a stream cannot be replayed).
    syncThreshold: COMPRESS_SYNC_LIMIT,
  });
  readCache?.keepCompressed();
  // Limits only the routes that opt in (the writes): reads are cheap and cached by browsers.
  await app.register(rateLimit, {
    global: false,
    // Windows counted where every process sees them (PostgreSQL) or in this process (SQLite).
    store: rateLimitStore(app.hitCounter),
    // A counter that cannot be reached does not turn visitors away: the write itself still needs
    // the same database, and fails on its own if it is down.
    skipOnError: true,
    keyGenerator: (req) => req.clientIp,
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: ctx.statusCode,
      error: ctx.statusCode === 429 ? 'Too Many Requests' : 'Forbidden',
      message: `Too many requests; please try again in ${ctx.after}.`,
    }),
  });
  await registerDocs(app, { ui: opts.docsUi ?? env.docsUi });

  // Browsers (and the site server's kept pages) may reuse an answer briefly: at most
  // BROWSER_CACHE's 10 + 20 s after a change (docs/caching.md). A route-level hook on the API's GET
  // routes only, so other routes pay nothing.
  const browserCache: onSendHookHandler = function allowBrowserCache(req, reply, payload, done) {
    if (req.method === 'GET' && reply.statusCode === 200 && !reply.hasHeader('cache-control'))
      reply.header('cache-control', BROWSER_CACHE);
    done(null, payload);
  };
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.includes('GET') || !route.url.startsWith('/api/') || route.url.startsWith(DOCS_PREFIX)) return;
    route.onSend = [...toList(route.onSend), browserCache];
  });

  await app.register(propertiesRoutes);
  await app.register(similarRoutes);
  await app.register(compareRoutes);
  await app.register(blogsRoutes, { now: opts.now });
  await app.register(locationsRoutes);
  await app.register(enquiriesRoutes, {
    writeRateLimit: opts.writeRateLimit ?? env.writeRateLimit,
    ...(opts.now ? { now: opts.now } : {}),
    siteOrigins: opts.siteOrigins ?? env.siteOrigins,
    siteUrl: resolvedSiteUrl(opts, env),
    onStored: () => app.deliveryWorker?.wake(),
  });
  const token = opts.staffToken ?? env.staffToken;
  if (token !== undefined) await app.register(staffRoutes, { token: staffToken(token) ?? token });
  const staffAccess = {
    siteUrl: resolvedSiteUrl(opts, env),
    limits: { ...env.staffSession, ...opts.staffSession },
    now: opts.now,
  };
  const requireStaff = staffGuard({
    db: app.db,
    ...staffAccess,
    now: opts.now ?? Date.now,
    cookieName: sessionCookie(staffAccess.siteUrl).name,
  });
  await app.register(staffAuthRoutes, { ...staffAccess, requireStaff });
  await app.register(leadsRoutes, { requireStaff, mailDir: deliverySettings(opts, env).mailDir, now: opts.now });
  await app.register(photosRoutes, { requireStaff, dataDir: opts.dataDir ?? env.dataDir, now: opts.now });
  await app.register(listingsAdminRoutes, { requireStaff, now: opts.now });
  await app.register(postsRoutes, { requireStaff, now: opts.now });
  await app.register(imagesRoutes, { dataDir: opts.dataDir ?? env.dataDir });
  await app.register(healthRoutes);
  await app.register(operationsRoutes, { metrics, metricsToken: opts.metricsToken ?? env.metricsToken });
  await app.register(sitemapRoutes, { siteUrl: resolvedSiteUrl(opts, env), now: opts.now });
  await app.register(coordinationRoutes, { proxySecret: opts.proxySecret ?? env.proxySecret });

  await app.ready();
}

async function prepareDatabase(
  handle: DatabaseHandle,
  seed: BuildAppOptions['seed'],
  envListings: number | undefined,
): Promise<void> {
  await migrate(handle);
  if (seed === false) return;
  const listings = (typeof seed === 'object' ? seed.listings : undefined) ?? envListings;
  await seedIfEmpty(handle, listings !== undefined ? { listings } : {});
}
