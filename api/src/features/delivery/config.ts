import { EMAIL } from 'contracts/api';

/**
 * Delivery, retention and staff-access settings and the rules of their values. They are read
 * from the environment by src/config.ts (the one settings schema) and checked once at start-up: a
 * wrong value stops the API (or the worker) with a message naming the variable, rather than
 * losing mail at the first enquiry.
 */

export interface DeliveryConfig {
  /** smtp:// or smtps:// URL of the mail server; undefined: write .eml files to `mailDir`. */
  smtpUrl: string | undefined;
  /** Folder of the .eml files when there is no SMTP server. */
  mailDir: string;
  /** The firm's addresses every submission is sent to. */
  to: string[];
  /** Sender of the messages (an address, optionally `Name <address>`). */
  from: string;
  /** Run the worker inside the API process (`npm start`); off when separate workers run. */
  worker: boolean;
  /** Attempts before an item becomes a dead letter. */
  maxAttempts: number;
  /** First retry delay; doubles per attempt up to `retryMaxMs`, with jitter. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** Messages one worker sends at once (a message the server is slow to answer frees its slot, see `slowMs`). */
  concurrency: number;
  /** Longest wait for the server's answer to one message; then the send counts as a temporary failure. */
  sendTimeoutMs: number;
  /**
   * A message not answered after this long goes on in the background and frees its slot, so one
   * hung server connection does not hold up the others (at most `maxInFlight` sends at once).
   */
  slowMs: number;
  /** How often an idle worker looks for due items (a submission stored in-process wakes it at once). */
  pollMs: number;
  /** How long a claimed item stays with its worker without a renewal (renewed every third of it). */
  leaseMs: number;
  /** Submissions older than this many months are deleted by the worker. */
  retentionMonths: number;
}

export const DEFAULT_TO = ['enquiries@example.com'];
export const DEFAULT_FROM = 'Noida Realty website <website@example.com>';
export const DEFAULT_RETENTION_MONTHS = 24;
export const MIN_STAFF_TOKEN_LENGTH = 32;

export const DELIVERY_DEFAULTS = {
  maxAttempts: 20,
  retryBaseMs: 5_000,
  retryMaxMs: 30 * 60_000,
  concurrency: 4,
  sendTimeoutMs: 30_000,
  slowMs: 5_000,
  pollMs: 1_000,
  leaseMs: 30_000,
} as const;

/** Sends per slot a worker keeps in flight at most, counting the slow ones (see DeliveryConfig.slowMs). */
export const SENDS_PER_SLOT = 4;

/** Most sends one worker has in flight, slow ones included: also its number of SMTP connections. */
export const maxInFlight = (config: Pick<DeliveryConfig, 'concurrency'>) => config.concurrency * SENDS_PER_SLOT;

/** A whole-number setting within [min, max]; unset or blank gives `fallback`. */
export function wholeNumber(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw.trim());
  if (!/^\d+$/.test(raw.trim()) || n < min || n > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got '${raw}'`);
  return n;
}

/** `Name <address>` or a bare address; returns the address part, or undefined if malformed. */
export function addressOf(text: string): string | undefined {
  const m = /^\s*(?:[^<>\r\n]*<([^<>\s]+)>|([^<>\s]+))\s*$/.exec(text);
  const address = m?.[1] ?? m?.[2];
  return address !== undefined && EMAIL.test(address) ? address : undefined;
}

/** DELIVERY_TO: a comma list of addresses (each may be `Name <address>`). */
export function recipients(raw: string | undefined, required: boolean): string[] {
  if (raw === undefined || raw.trim() === '') {
    if (required) throw new Error('DELIVERY_TO must name the address(es) enquiries are sent to when SMTP_URL is set');
    return DEFAULT_TO;
  }
  return raw.split(',').map((entry) => {
    const text = entry.trim();
    if (addressOf(text) === undefined)
      throw new Error(`DELIVERY_TO takes e-mail addresses separated by commas; '${text}' is not one`);
    return text;
  });
}

export function sender(raw: string | undefined, required: boolean): string {
  if (raw === undefined || raw.trim() === '') {
    if (required) throw new Error('DELIVERY_FROM must be set to the sender address when SMTP_URL is set');
    return DEFAULT_FROM;
  }
  if (addressOf(raw) === undefined)
    throw new Error(`DELIVERY_FROM must be one e-mail address (optionally 'Name <address>'); got '${raw.trim()}'`);
  return raw.trim();
}

/** SMTP_URL: smtp://[user:pass@]host[:port] or smtps://…; the message never repeats a password. */
export function smtpUrl(raw: string | undefined): string | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const refuse = (why: string) =>
    new Error(`SMTP_URL must look like smtp://user:password@mail.example.com:587 or smtps://…:465 (${why})`);
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw refuse('not a URL');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw refuse(`scheme '${url.protocol}'`);
  if (url.hostname === '') throw refuse('no host');
  if (url.pathname !== '' && url.pathname !== '/') throw refuse('a path is not allowed');
  return raw.trim();
}

/** The SMTP URL without its password, for log lines and health. */
export function describeSmtp(raw: string): string {
  const url = new URL(raw);
  return `${url.protocol}//${url.hostname}${url.port ? `:${url.port}` : ''}`;
}

/** DELIVERY_WORKER: on/off (also 1/0, true/false). */
export function workerSwitch(raw: string | undefined): boolean {
  const worker = raw ?? 'on';
  if (!/^(on|off|1|0|true|false)$/i.test(worker.trim()))
    throw new Error(`DELIVERY_WORKER must be on or off, got '${worker}'`);
  return /^(on|1|true)$/i.test(worker.trim());
}

/** The rules between delivery settings, checked once each setting is valid on its own. */
export function checkDeliveryConfig(config: DeliveryConfig): DeliveryConfig {
  if (config.retryMaxMs < config.retryBaseMs)
    throw new Error(
      `DELIVERY_RETRY_MAX_MS (${config.retryMaxMs}) must not be below DELIVERY_RETRY_BASE_MS (${config.retryBaseMs})`,
    );
  if (config.slowMs > config.sendTimeoutMs)
    throw new Error(
      `DELIVERY_SLOW_MS (${config.slowMs}) must not be above DELIVERY_SEND_TIMEOUT_MS (${config.sendTimeoutMs})`,
    );
  return config;
}

/** STAFF_API_TOKEN: the export route's bearer token; unset turns the route off. */
export function staffToken(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (raw.length < MIN_STAFF_TOKEN_LENGTH || /\s/.test(raw))
    throw new Error(
      `STAFF_API_TOKEN must be at least ${MIN_STAFF_TOKEN_LENGTH} characters without spaces (e.g. openssl rand -hex 32)`,
    );
  return raw;
}
