// Remote overrides on the site server (README, "Seeing a build inside the real site"): the rules
// are the contracts' (contracts/remote-override), the browser's too; here the request's side: the
// query parameter first, then the `remote-override` cookie the browser sends while it lasts.
import {
  chooseOverride,
  OVERRIDE_COOKIE,
  overrideSecondsLeft,
  parseStoredOverride,
  type OverrideConfig,
  type OverrideValue,
} from 'contracts/remote-override';

export {
  CLOCK_SLACK_S,
  DEFAULT_MAX_AGE_HOURS,
  isAllowedOverrideUrl,
  isValidMaxAgeHours,
  MAX_AGE_HOURS_LIMIT,
  OVERRIDE_COOKIE,
  OVERRIDE_PARAM,
  overrideAllowList,
  overrideMaxAgeS,
  overridesOn,
  parseOverrideValue,
  type OverrideConfig,
  type OverrideValue,
} from 'contracts/remote-override';

/** The value of one cookie in a Cookie header (decoded), or undefined. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of String(header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The cookie's `<set at>:<remote>=<url>` when set less than `maxAgeS` before `now` (seconds), else null. */
export function parseOverrideCookie(value: unknown, now: number, maxAgeS: number): OverrideValue | null {
  const stored = parseStoredOverride(value);
  if (!stored || overrideSecondsLeft(stored.setAt, now, maxAgeS) === 0) return null;
  return { remote: stored.remote, url: stored.url };
}

/** An override a request carries that the config allows, with the origin the policy must allow. */
export interface RequestOverride extends OverrideValue {
  origin: string;
}

/**
 * The override a page request carries (its query parameter first, then its cookie while it lasts),
 * when the config allows it: `{ remote, url, origin }` for a remote the config names, or null
 * (ignored). As in the browser, a query parameter that is not allowed leaves the cookie's in force.
 * @param request  the URL's search (`?a=b`), the Cookie header and the time in Unix seconds
 */
export function requestOverride(
  { query, cookie, now = Math.floor(Date.now() / 1000) }: { query: string; cookie?: string | undefined; now?: number },
  config?: OverrideConfig | null,
): RequestOverride | null {
  const { override } = chooseOverride(query, readCookie(cookie, OVERRIDE_COOKIE), config, now);
  return override && { remote: override.remote, url: override.url, origin: new URL(override.url).origin };
}
