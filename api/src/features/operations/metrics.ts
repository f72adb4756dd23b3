import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { QueueCounts } from '../delivery';

/**
 * The API's Prometheus metrics, one registry per app (tests build many apps in one process):
 * requests by route and status, their latency, failed database queries, the delivery queue (read
 * from the database at scrape time) and prom-client's process metrics.
 */
export interface ApiMetrics {
  registry: Registry;
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  databaseError(): void;
}

/** Latency buckets (seconds): a cached read takes well under a millisecond, a slow write a second. */
const LATENCY_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

export function createMetrics(readQueue: () => Promise<QueueCounts>, onQueueError: (err: unknown) => void): ApiMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'api_http_requests_total',
    help: 'Requests answered, by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'api_http_request_duration_seconds',
    help: 'Time from request to answer, by method and route template',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const databaseErrors = new Counter({
    name: 'api_database_errors_total',
    help: 'Database queries that failed (the API’s upstream)',
    registers: [registry],
  });
  new Gauge({
    name: 'api_delivery_queue_items',
    help: 'Copies of enquiries and leads in the e-mail delivery queue: pending (waiting or being sent), failed (of those, waiting for a retry), dead (given up on)',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      try {
        const counts = await readQueue();
        for (const state of ['pending', 'failed', 'dead'] as const) this.set({ state }, counts[state]);
      } catch (err) {
        // The scrape still answers (process and request figures); the queue keeps its last values.
        onQueueError(err);
      }
    },
  });
  return {
    registry,
    observeRequest(method, route, status, seconds) {
      requests.inc({ method, route, status: String(status) });
      latency.observe({ method, route }, seconds);
    },
    databaseError: () => databaseErrors.inc(),
  };
}
