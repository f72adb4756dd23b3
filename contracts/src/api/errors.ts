// The error body every server of the site answers with (the API, the site server), defined once:
// `{ statusCode, error, message }`, + `code` and `fields` where they apply (apiErrorSchema in
// ./answers). No Node here (contracts run in browsers too), so the reason phrases are this table's.
import type { ApiError } from './answers';

/** HTTP's reason phrases of the error statuses (RFC 9110 and the registered extensions). */
export const ERROR_REASONS: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  407: 'Proxy Authentication Required',
  408: 'Request Timeout',
  409: 'Conflict',
  410: 'Gone',
  411: 'Length Required',
  412: 'Precondition Failed',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  416: 'Range Not Satisfiable',
  417: 'Expectation Failed',
  418: "I'm a Teapot",
  421: 'Misdirected Request',
  422: 'Unprocessable Entity',
  423: 'Locked',
  424: 'Failed Dependency',
  425: 'Too Early',
  426: 'Upgrade Required',
  428: 'Precondition Required',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  451: 'Unavailable For Legal Reasons',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
  505: 'HTTP Version Not Supported',
  506: 'Variant Also Negotiates',
  507: 'Insufficient Storage',
  508: 'Loop Detected',
  509: 'Bandwidth Limit Exceeded',
  510: 'Not Extended',
  511: 'Network Authentication Required',
};

/** The reason phrase of an error status ('Error' for one HTTP does not name). */
export const errorReason = (statusCode: number): string => ERROR_REASONS[statusCode] ?? 'Error';

/** A stable machine-readable code from the status: 413 → PAYLOAD_TOO_LARGE, an unnamed one → ERROR. */
export function errorCode(statusCode: number): string {
  return errorReason(statusCode)
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_');
}

/** The body of an error answer; `code` and `fields` only when given. */
export function errorBody(
  statusCode: number,
  message: string,
  { code, fields }: { code?: string | undefined; fields?: Record<string, string> | undefined } = {},
): ApiError {
  return {
    statusCode,
    error: errorReason(statusCode),
    message,
    ...(code !== undefined ? { code } : {}),
    ...(fields ? { fields } : {}),
  };
}
