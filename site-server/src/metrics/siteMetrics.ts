// The site server's Prometheus metrics, in one registry served by the admin listener
// (admin/adminApp.ts). Other parts (the render pool's gauges) register theirs here:
//   import { metricsRegistry } from '../metrics/siteMetrics.js';
//   new Gauge({ name: 'site_render_pool_queue', help: '…', registers: [metricsRegistry] });
import path from 'node:path';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

const registers = [metricsRegistry];

export const httpRequests = new Counter({
  name: 'site_http_requests_total',
  help: 'Requests answered, by method, route group and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers,
});

export const httpDuration = new Histogram({
  name: 'site_http_request_duration_seconds',
  help: 'Time to answer a request (headers and body sent), by method and route group',
  labelNames: ['method', 'route'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers,
});

export const pagesServed = new Counter({
  name: 'site_pages_total',
  help: 'Pages sent: rendered on the server, a kept page, or the static page (no or failed render)',
  labelNames: ['source'] as const,
  registers,
});

export const renderDuration = new Histogram({
  name: 'site_page_render_seconds',
  help: "Time until a page's rendering answers (its head is ready or a kept copy found)",
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers,
});

export const remoteFailures = new Counter({
  name: 'site_remote_failures_total',
  help: "A remote's server build found down, per remote",
  labelNames: ['remote'] as const,
  registers,
});

export const renderErrors = new Counter({
  name: 'site_render_errors_total',
  help: 'Page renders that failed (a region or the whole page)',
  registers,
});

export const apiUpstreamErrors = new Counter({
  name: 'site_api_upstream_errors_total',
  help: 'Calls through the /api proxy the API did not answer, by the status sent and the error code',
  labelNames: ['status', 'code'] as const,
  registers,
});

const ROUTE_GROUPS: [RegExp, string][] = [
  [/^\/api(\/|$)/, 'api'],
  [/^\/images(\/|$)/, 'images'],
  [/^\/(sitemap\.xml|robots\.txt)$/, 'crawler'],
  [/^\/releases\//, 'releases'],
  [/^\/runtime-config\.json$/, 'runtime-config'],
  [/^\/csp-report$/, 'csp-report'],
];

/** A bounded label for a path: the API's, a file's, or a page's (never the path itself). */
export function routeGroup(url: string): string {
  const pathname = url.split('?')[0] ?? '';
  for (const [pattern, group] of ROUTE_GROUPS) if (pattern.test(pathname)) return group;
  return path.posix.extname(pathname) ? 'static' : 'page';
}

/**
 * Counts what the shell's renderer says in its log lines ("remote listings down", "render: …",
 * "render again: …"): its only report of these events.
 */
export function countRendererLine(line: string): void {
  const down = /^remote (\S+) down\b/.exec(line);
  if (down?.[1]) remoteFailures.inc({ remote: down[1] });
  else if (/^render( again)?: /.test(line)) renderErrors.inc();
}
