import { randomUUID } from 'node:crypto';
import { REQUEST_ID_PATTERN } from 'contracts/http';

export { REQUEST_ID_HEADER, REQUEST_ID_PATTERN } from 'contracts/http';

/**
 * Request ids: the caller's X-Request-Id when it is a plain token (so a proxy's or load
 * balancer's id follows the request into our log lines), otherwise a fresh UUID.
 */
export function requestIdFor(header: string | string[] | undefined): string {
  return typeof header === 'string' && REQUEST_ID_PATTERN.test(header) ? header : randomUUID();
}

/**
 * The path a log line and a metric name for a request: the route's template when one matched
 * (`/api/property-detail/:type/:id`), never the query string, whose values (and an unmatched
 * path's) are the caller's own text.
 */
export function routeLabel(template: string | undefined): string {
  return template ?? '(no route)';
}
