// POST /csp-report: where browsers send content security policy violations. Anyone can post
// here, so it takes only the two report formats, at most 16 KB, a few reports per client per
// minute, and hands on a short summary (never the whole body) for the log.
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import { plainErrorHandler } from '../http/errorReplies.js';
import { counterStore, type HitCounter } from '../limits/sharedLimits.js';

export const CSP_REPORT_BODY_LIMIT = 16 * 1024;
/** application/csp-report: the report-uri format; application/reports+json: the Reporting API's. */
export const CSP_REPORT_TYPES = ['application/csp-report', 'application/reports+json'];
const MAX_REPORTS_SUMMARISED = 5;
const MAX_FIELD_LENGTH = 200;

/** One violation as a few short strings (each field at most 200 characters). */
export interface CspViolation {
  document: string | undefined;
  directive: string | undefined;
  blocked: string | undefined;
  source: string | undefined;
  line: string | undefined;
}

type Fields = Record<string, unknown>;

const text = (v: unknown): string | undefined =>
  typeof v === 'string' || typeof v === 'number' ? String(v).slice(0, MAX_FIELD_LENGTH) : undefined;

/** One violation, from either format, as a few short strings. */
function summariseOne(r: unknown): CspViolation | null {
  if (!r || typeof r !== 'object') return null;
  const f = r as Fields;
  return {
    document: text(f['document-uri'] ?? f.documentURL),
    directive: text(f['effective-directive'] ?? f.effectiveDirective ?? f['violated-directive']),
    blocked: text(f['blocked-uri'] ?? f.blockedURL),
    source: text(f['source-file'] ?? f.sourceFile),
    line: text(f['line-number'] ?? f.lineNumber),
  };
}

/**
 * The violations in a report body, at most five, each field at most 200 characters.
 * `{ "csp-report": {…} }` (report-uri) or `[{ type: "csp-violation", body: {…} }, …]` (Reporting API).
 */
export function summariseCspReport(body: unknown): CspViolation[] {
  const reports = Array.isArray(body)
    ? body.filter((r: Fields | null) => r?.type === 'csp-violation').map((r: Fields) => r.body)
    : [(body as Fields | null)?.['csp-report']];
  return reports
    .slice(0, MAX_REPORTS_SUMMARISED)
    .map(summariseOne)
    .filter((v): v is CspViolation => v !== null);
}

export interface CspReportOptions {
  onReport: (violations: CspViolation[]) => void;
  /** reports accepted per client address and minute */
  perMinute?: number | undefined;
  /**
   * where the hits are counted (limits/sharedLimits.ts: the API's windows, shared by every site
   * server); default: this process
   */
  hitCounter?: HitCounter | undefined;
}

/** Its own scope: the rate limit, the parsers and the error handler apply to this route only. */
export const cspReport: FastifyPluginAsync<CspReportOptions> = async (
  scope,
  { onReport, perMinute = 30, hitCounter },
) => {
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
        done(null, JSON.parse(String(body)));
      } catch {
        done(Object.assign(new Error('malformed report'), { statusCode: 400 }), undefined);
      }
    },
  );
  scope.post('/csp-report', async (req, reply) => {
    const violations = summariseCspReport(req.body);
    if (violations.length > 0) onReport(violations);
    return reply.code(204).send();
  });
};
