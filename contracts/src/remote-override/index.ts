// Remote overrides, the rules the browser (shell/src/federation/remoteOverride.ts) and the site
// server (site-server/src/overrides/remoteOverride.ts) share, defined once: a team member opens
// the site with `?remote-override=finance=http://localhost:6690/mf-manifest.json`; the browser
// remembers it (and sends it back as the `remote-override` cookie, `<Unix seconds>:<remote>=<url>`)
// for at most `remoteOverrides.maxAgeHours`. Only when the runtime config allows it
// (`remoteOverrides.allow`, off by default) and only for a manifest URL on that allow-list.
// Plain functions of strings and numbers: no DOM, no Node.

export const OVERRIDE_PARAM = 'remote-override';
export const OVERRIDE_COOKIE = 'remote-override';
/** How long a browser keeps an override by default (a working day), and the most a config may set. */
export const DEFAULT_MAX_AGE_HOURS = 8;
export const MAX_AGE_HOURS_LIMIT = 24;
/** A record set this far in the future (the browser's clock a little ahead) still counts. */
export const CLOCK_SLACK_S = 300;

/** The part of a runtime config the rules read (anything may be missing or malformed there). */
export interface OverrideConfig {
  remotes?: Readonly<Record<string, unknown>> | undefined;
  remoteOverrides?: { allow?: unknown; maxAgeHours?: unknown } | undefined;
}

/** A remote and the manifest URL an override points it at. */
export interface OverrideValue {
  remote: string;
  url: string;
}

/**
 * An allow-list entry is a source expression the content security policy understands as it is:
 * `http(s)://host[:port|:*]`, the host maybe starting with `*.` (its subdomains). No paths.
 */
const PATTERN = /^(https?):\/\/(\*\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)*)(?::(\*|\d{1,5}))?$/;
const DEFAULT_PORT: Readonly<Record<string, string>> = { 'http:': '80', 'https:': '443' };

/**
 * The config's allow-list, checked. Off (no patterns) unless `remoteOverrides.allow` names at least
 * one valid pattern; invalid entries are left out and reported, never widened.
 */
export function overrideAllowList(config?: OverrideConfig | null): { patterns: string[]; invalid: string[] } {
  const allow = config?.remoteOverrides?.allow;
  if (!Array.isArray(allow)) return { patterns: [], invalid: [] };
  const patterns: string[] = [];
  const invalid: string[] = [];
  for (const entry of allow as unknown[]) {
    const text = typeof entry === 'string' ? entry.trim() : '';
    const port = PATTERN.exec(text)?.[4];
    const valid =
      PATTERN.test(text) && (port === undefined || port === '*' || (Number(port) >= 1 && Number(port) <= 65535));
    if (valid) patterns.push(text);
    else invalid.push(String(entry));
  }
  return { patterns, invalid };
}

/** Whether a manifest URL is on the allow-list: scheme, host and port matched as the policy matches them. */
export function isAllowedOverrideUrl(text: string, patterns: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password || !url.pathname.endsWith('/mf-manifest.json')) return false;
  const port = url.port || DEFAULT_PORT[url.protocol];
  return patterns.some((pattern) => {
    const [, scheme, wildcard, host, patternPort] = PATTERN.exec(pattern) ?? [];
    if (!scheme || !host || `${scheme}:` !== url.protocol) return false;
    const hostOk = wildcard ? url.hostname.endsWith(`.${host}`) : url.hostname === host;
    const portOk = patternPort === '*' || (patternPort ?? DEFAULT_PORT[url.protocol]) === port;
    return hostOk && portOk;
  });
}

/** `<remote>=<manifest URL>` → its parts (any remote name; checked against the config later), or null. */
export function parseOverrideValue(value: unknown): OverrideValue | null {
  if (typeof value !== 'string') return null;
  const at = value.indexOf('=');
  if (at < 1) return null;
  const remote = value.slice(0, at).trim();
  const url = value.slice(at + 1).trim();
  if (!/^[a-z][a-z0-9-]*$/.test(remote) || !url) return null;
  return { remote, url };
}

/** A remembered override: `<set at>:<remote>=<manifest URL>`, the time in Unix seconds. */
export const storedOverrideText = ({ remote, url, setAt }: OverrideValue & { setAt: number }): string =>
  `${setAt}:${remote}=${url}`;

/** A remembered override's parts (any remote name; checked against the config later), or null. */
export function parseStoredOverride(text: unknown): (OverrideValue & { setAt: number }) | null {
  const match = /^(\d{1,12}):(.+)$/s.exec(typeof text === 'string' ? text : '');
  const parsed = match ? parseOverrideValue(match[2]) : null;
  return match && parsed ? { ...parsed, setAt: Number(match[1]) } : null;
}

/** Whether `hours` is a valid `remoteOverrides.maxAgeHours`: above 0, at most MAX_AGE_HOURS_LIMIT. */
export function isValidMaxAgeHours(hours: unknown): hours is number {
  return typeof hours === 'number' && Number.isFinite(hours) && hours > 0 && hours <= MAX_AGE_HOURS_LIMIT;
}

/** How long an override lasts under this config, in seconds; null for an invalid setting (then off). */
export function overrideMaxAgeS(config?: OverrideConfig | null): number | null {
  const set = config?.remoteOverrides?.maxAgeHours;
  const hours = set === undefined ? DEFAULT_MAX_AGE_HOURS : set; // null is no setting: invalid
  return isValidMaxAgeHours(hours) ? Math.round(hours * 3600) : null;
}

/** Seconds left of an override set at `setAt` (0: run out, or set later than this clock allows). */
export function overrideSecondsLeft(setAt: number, now: number, maxAgeS: number): number {
  if (setAt > now + CLOCK_SLACK_S) return 0;
  return Math.max(0, Math.min(maxAgeS, setAt + maxAgeS - now));
}

/** Whether the config allows overrides at all: a valid allow-list and a valid time limit. */
export function overridesOn(config?: OverrideConfig | null): boolean {
  return overrideAllowList(config).patterns.length > 0 && overrideMaxAgeS(config) !== null;
}

/** The override a value names, if the config allows it for a remote it configures; else null. */
export function allowedOverride(value: unknown, config?: OverrideConfig | null): OverrideValue | null {
  if (!overridesOn(config)) return null;
  const parsed = parseOverrideValue(value);
  const remotes = config?.remotes ?? {};
  if (!parsed || !Object.hasOwn(remotes, parsed.remote) || !remotes[parsed.remote]) return null;
  return isAllowedOverrideUrl(parsed.url, overrideAllowList(config).patterns) ? parsed : null;
}

/** A remembered override, if the config allows it and it has time left at `now`; else null. */
export function allowedStoredOverride(
  text: unknown,
  config: OverrideConfig | null | undefined,
  now: number,
): (OverrideValue & { setAt: number }) | null {
  const stored = parseStoredOverride(text);
  if (!stored || overrideSecondsLeft(stored.setAt, now, overrideMaxAgeS(config) ?? 0) === 0) return null;
  const override = allowedOverride(`${stored.remote}=${stored.url}`, config);
  return override && { ...override, setAt: stored.setAt };
}

/**
 * The override a page has: the address's `remote-override` first (set at `now`: `save` it), else the
 * remembered one while it has time left. As in every page, an address naming one that is not
 * allowed leaves the remembered one in force.
 */
export function chooseOverride(
  search: string,
  stored: unknown,
  config: OverrideConfig | null | undefined,
  now: number,
): { override: (OverrideValue & { setAt: number }) | null; save: boolean } {
  const fromAddress = new URLSearchParams(search).get(OVERRIDE_PARAM);
  if (fromAddress !== null) {
    const override = allowedOverride(fromAddress, config);
    if (override) return { override: { ...override, setAt: now }, save: true };
  }
  return { override: allowedStoredOverride(stored, config, now), save: false };
}
