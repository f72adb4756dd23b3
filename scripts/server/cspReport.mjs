// POST /csp-report: where browsers send content security policy violations. Anyone can post
// here, so it takes only the two report formats, at most 16 KB, a few reports per client per
// minute, and hands on a short summary (never the whole body) for the log.
import fastifyRateLimit from '@fastify/rate-limit';
import { plainErrorHandler } from './errorReplies.mjs';
import { counterStore } from './sharedLimits.mjs';

export const CSP_REPORT_BODY_LIMIT = 16 * 1024;
/** application/csp-report: the report-uri format; application/reports+json: the Reporting API's. */
export const CSP_REPORT_TYPES = ['application/csp-report', 'application/reports+json'];
const MAX_REPORTS_SUMMARISED = 5;
const MAX_FIELD_LENGTH = 200;

const text = (v) => (typeof v === 'string' || typeof v === 'number' ? String(v).slice(0, MAX_FIELD_LENGTH) : undefined);

/** One violation, from either format, as a few short strings. */
function summariseOne(r) {
  if (!r || typeof r !== 'object') return null;
  return {
    document: text(r['document-uri'] ?? r.documentURL),
    directive: text(r['effective-directive'] ?? r.effectiveDirective ?? r['violated-directive']),
    blocked: text(r['blocked-uri'] ?? r.blockedURL),
    source: text(r['source-file'] ?? r.sourceFile),
    line: text(r['line-number'] ?? r.lineNumber),
  };
}

/**
 * The violations in a report body, at most five, each field at most 200 characters.
 * `{ "csp-report": {…} }` (report-uri) or `[{ type: "csp-violation", body: {…} }, …]` (Reporting API).
 */
export function summariseCspReport(body) {
  const reports = Array.isArray(body)
    ? body.filter((r) => r?.type === 'csp-violation').map((r) => r.body)
    : [body?.['csp-report']];
  return reports.slice(0, MAX_REPORTS_SUMMARISED).map(summariseOne).filter(Boolean);
}

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {object} o
 * @param {(violations: ReturnType<typeof summariseCspReport>) => void} o.onReport
 * @param {number} [o.perMinute]  reports accepted per client address and minute
 * @param {(client: string, windowMs: number) => Promise<{ hits: number, ttlMs: number }>} [o.hitCounter]
 *   where the hits are counted (sharedLimits.mjs: the API's windows, shared by every site server);
 *   default: this process
 */
export async function registerCspReport(app, { onReport, perMinute = 30, hitCounter }) {
  await app.register(async (scope) => {
    scope.setErrorHandler(plainErrorHandler(500));
    await scope.register(fastifyRateLimit, {
      global: true,
      max: perMinute,
      timeWindow: 60_000,
      ...(hitCounter ? { store: counterStore(hitCounter) } : {}),
    });
    // Only the report formats: any other content type (JSON, forms, none) is a 415.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      CSP_REPORT_TYPES,
      { parseAs: 'string', bodyLimit: CSP_REPORT_BODY_LIMIT },
      (_req, body, done) => {
        try {
          done(null, JSON.parse(body));
        } catch {
          done(Object.assign(new Error('malformed report'), { statusCode: 400 }));
        }
      },
    );
    scope.post('/csp-report', async (req, reply) => {
      const violations = summariseCspReport(req.body);
      if (violations.length > 0) onReport(violations);
      return reply.code(204).send();
    });
  });
}
