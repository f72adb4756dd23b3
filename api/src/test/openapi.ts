import zlib from 'node:zlib';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { z } from 'zod';
import { DOCS_PREFIX } from '../plugins/docs';
import { errorSchema } from '../plugins/errors';

/**
 * Checks answers against the API's own OpenAPI document: the status must be documented for the
 * operation, the media type must be one the document names, and the body must match its schema
 * (an answer documented without content must have no body). A request that matches no documented
 * operation must be the JSON 404. Used on every `inject()` of the test suite and by the fuzz test.
 */

export interface OpenApiSchema {
  [keyword: string]: unknown;
}

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: OpenApiSchema;
}

export interface OpenApiResponse {
  description?: string;
  content?: Record<string, { schema?: OpenApiSchema }>;
}

export interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: OpenApiSchema }> };
  responses: Record<string, OpenApiResponse>;
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: Record<string, unknown>;
}

export interface DocumentedOperation {
  method: string;
  /** The document's path template, e.g. /api/get-blogdata/{slug}. */
  template: string;
  operation: OpenApiOperation;
}

/** What was asked and what came back: the parts of an inject() answer the check needs. */
export interface Exchange {
  method: string;
  url: string;
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  rawPayload: Buffer;
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

interface CompiledOperation extends DocumentedOperation {
  pattern: RegExp;
  params: number;
}

export class OpenApiChecker {
  private readonly ajv: Ajv;
  private readonly operations: CompiledOperation[];
  private readonly validators = new Map<OpenApiSchema, ValidateFunction>();
  private readonly notFound: ValidateFunction;

  constructor(readonly document: OpenApiDocument) {
    // Patterns are Unicode regular expressions (as the document's text patterns assume);
    // OpenAPI's annotation keywords (example, nullable…) are not errors.
    this.ajv = new Ajv({ strict: false, allErrors: true, unicodeRegExp: true, validateSchema: false });
    addFormats(this.ajv);
    this.operations = [];
    for (const [template, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        if (!HTTP_METHODS.has(method)) continue;
        const params = (template.match(/\{[^}]+\}/g) ?? []).length;
        const source = template
          .split(/(\{[^}]+\})/)
          .map((part) => (part.startsWith('{') ? '([^/]*)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
          .join('');
        this.operations.push({
          method: method.toUpperCase(),
          template,
          operation,
          pattern: new RegExp(`^${source}$`),
          params,
        });
      }
    }
    // The router prefers static segments: so does the lookup.
    this.operations.sort((a, b) => a.params - b.params);
    this.notFound = this.ajv.compile(z.toJSONSchema(errorSchema, { target: 'draft-7' }));
  }

  /** Every documented operation (the fuzz test walks them all). */
  list(): DocumentedOperation[] {
    return this.operations.map(({ method, template, operation }) => ({ method, template, operation }));
  }

  find(method: string, path: string): DocumentedOperation | undefined {
    const wanted = method === 'HEAD' ? 'GET' : method;
    return this.operations.find((op) => op.method === wanted && op.pattern.test(path));
  }

  /** Problems with one answer; empty when it matches the document. */
  problems(exchange: Exchange): string[] {
    const path = exchange.url.split('?')[0] ?? exchange.url;
    // Swagger UI's own pages, and CORS preflights (answered by the CORS plugin), are not API operations.
    if (path === DOCS_PREFIX || path.startsWith(`${DOCS_PREFIX}/`) || exchange.method === 'OPTIONS') return [];
    const body = decode(exchange);
    const type = mediaType(exchange.headers['content-type']);
    const found = this.find(exchange.method, path);
    if (!found) {
      if (exchange.statusCode !== 404)
        return [`no documented operation, and the answer is ${exchange.statusCode}, not 404`];
      return this.validate(this.notFound, type, body, 'application/json');
    }
    const documented = found.operation.responses[String(exchange.statusCode)] ?? found.operation.responses.default;
    const where = `${found.method} ${found.template}`;
    if (!documented) return [`status ${exchange.statusCode} is not documented for ${where}`];
    const content = documented.content ?? {};
    const types = Object.keys(content);
    if (types.length === 0 || exchange.method === 'HEAD') {
      return body.length === 0 || exchange.method === 'HEAD'
        ? []
        : [`${where} ${exchange.statusCode} is documented without a body, but one was sent`];
    }
    const entry = type === undefined ? undefined : content[type];
    if (!entry)
      return [`${where} ${exchange.statusCode}: media type '${type ?? '(none)'}' is not one of ${types.join(', ')}`];
    if (!entry.schema) return [];
    return this.validate(this.compiled(entry.schema), type, body, type).map(
      (p) => `${where} ${exchange.statusCode}: ${p}`,
    );
  }

  private compiled(schema: OpenApiSchema): ValidateFunction {
    let validate = this.validators.get(schema);
    if (!validate) {
      // Components travel with each schema so that `#/components/...` references resolve.
      validate = this.ajv.compile({ ...schema, components: this.document.components ?? {} });
      this.validators.set(schema, validate);
    }
    return validate;
  }

  private validate(
    validate: ValidateFunction,
    type: string | undefined,
    body: Buffer,
    expectedType: string | undefined,
  ): string[] {
    if (type !== expectedType) return [`media type '${type ?? '(none)'}', expected '${expectedType}'`];
    if (!isJson(type)) return [];
    let value: unknown;
    try {
      value = JSON.parse(body.toString('utf8'));
    } catch {
      return [`body is not JSON: ${body.toString('utf8').slice(0, 120)}`];
    }
    if (validate(value)) return [];
    return (validate.errors ?? []).map(
      (e) =>
        `body${e.instancePath} ${e.message ?? 'is invalid'} (${JSON.stringify(e.params)}); body: ${body.toString('utf8').slice(0, 300)}`,
    );
  }
}

function mediaType(header: Exchange['headers'][string]): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined) return undefined;
  return String(value).split(';')[0]?.trim().toLowerCase();
}

const isJson = (type: string | undefined) => type === 'application/json' || (type?.endsWith('+json') ?? false);

/** The body as sent, decompressed (the API compresses answers over 1 KB). */
function decode(exchange: Exchange): Buffer {
  const encoding = exchange.headers['content-encoding'];
  const raw = exchange.rawPayload;
  if (raw.length === 0) return raw;
  switch (encoding) {
    case 'br':
      return zlib.brotliDecompressSync(raw);
    case 'gzip':
      return zlib.gunzipSync(raw);
    case 'deflate':
      return zlib.inflateSync(raw);
    default:
      return raw;
  }
}
