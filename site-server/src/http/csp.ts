// The composed site's content security policy, built from the runtime config so that it names
// exactly the origins the site uses: its remotes, the API, the map and the video hosts.
import crypto from 'node:crypto';
import type { RuntimeConfig } from '../config/runtimeConfig.js';

const originOf = (url: unknown): string | null => {
  try {
    return new URL(String(url)).origin;
  } catch {
    return null; // relative URL: same origin
  }
};

const present = (v: string | null | undefined): v is string => Boolean(v);

/**
 * @param config  the runtime config
 * @param o.nonce  a rendered page's nonce: React's streaming scripts carry it
 * @param o.overrideOrigin  the origin of a remote override the config allows for this request (overrides/)
 */
export function buildCsp(
  config: RuntimeConfig,
  { nonce, overrideOrigin }: { nonce?: string; overrideOrigin?: string | undefined } = {},
): string {
  const remotes = [...Object.values(config.remotes ?? {}), overrideOrigin]
    .filter((u) => u !== undefined)
    .map(originOf)
    .filter(present);
  const api = originOf(config.apiBaseUrl ?? '');
  const frames = [config.site?.mapEmbedUrl, ...(config.site?.videos ?? []).map((v) => v.embedUrl)]
    .filter((u) => u !== undefined)
    .map(originOf)
    .filter(present);
  const emailjs = config.emailjs ? ['https://api.emailjs.com'] : [];
  const uniq = (list: (string | null)[]) => [...new Set(list.filter(present))].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${uniq(["'self'", ...remotes, nonce ? `'nonce-${nonce}'` : ''])}`,
    // Each app's CSS is a file next to its chunks, so no inline style sheets are allowed.
    `style-src ${uniq(["'self'", ...remotes])}`,
    // Style attributes only (a region's reserved height, a slider's offset): the server's HTML
    // carries them, and no style attribute comes from the database (the sanitiser removes them).
    // Style elements and sheets stay limited to the site's own files.
    `style-src-attr 'unsafe-inline'`,
    `img-src ${uniq(["'self'", 'data:', ...remotes, api])}`,
    `font-src 'self'`,
    `connect-src ${uniq(["'self'", ...remotes, api, ...emailjs])}`,
    `frame-src ${uniq(frames)}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
    `report-uri /csp-report`,
  ].join('; ');
}

/** Stands for the nonce in a policy kept for a config; no origin or keyword contains it. */
const NONCE_MARK = '\0nonce\0';
const keptPolicies = new WeakMap<RuntimeConfig, Map<string, string>>();

/**
 * buildCsp for a page, the policy's origins worked out once per config object (the site reads the
 * same object until its file changes) and override origin; only the nonce differs per page.
 */
export function pageCsp(config: RuntimeConfig, nonce: string, overrideOrigin?: string): string {
  let policies = keptPolicies.get(config);
  if (!policies) keptPolicies.set(config, (policies = new Map()));
  const key = overrideOrigin ?? '';
  let policy = policies.get(key);
  if (policy === undefined) {
    policy = buildCsp(config, { nonce: NONCE_MARK, overrideOrigin });
    // A config's override origins are few (the allow-list's), but a bound keeps a map from growing.
    if (policies.size < 32) policies.set(key, policy);
  }
  return policy.replace(NONCE_MARK, nonce);
}

const NONCE_BYTES = 16;
/** Random bytes drawn for 256 nonces at once: one call to the system's generator per 256 pages, not one each. */
const nonceBytes = Buffer.alloc(NONCE_BYTES * 256);
let nonceOffset = nonceBytes.length;

/** A page's nonce: 128 random bits, never used twice, base64. */
export function pageNonce(): string {
  if (nonceOffset >= nonceBytes.length) {
    crypto.randomFillSync(nonceBytes);
    nonceOffset = 0;
  }
  const nonce = nonceBytes.toString('base64', nonceOffset, nonceOffset + NONCE_BYTES);
  nonceOffset += NONCE_BYTES;
  return nonce;
}
