// `npm start`'s own settings, read from the environment; a wrong one stops the start with a
// message that names it.
import type { Env } from '../config/siteEnv.js';
import { isValidMaxAgeHours, MAX_AGE_HOURS_LIMIT, overrideAllowList } from '../overrides/remoteOverride.js';

/** A setting that is wrong stops the start with its message (which names the setting). */
export function setting<T>(read: () => T): T {
  try {
    return read();
  } catch (e) {
    console.error(e instanceof Error ? e.message : String(e));
    process.exit(1);
  }
}

/** SITE_URL, when set, is the origin of every canonical and shared URL in the rendered pages. */
export function parseSiteUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
  } catch {
    /* refused below */
  }
  throw new Error(`SITE_URL must be an http(s) URL such as https://www.example.com (got ${value}).`);
}

/** The emailjs settings, when all three are set (the contact form's fallback channel). */
export function emailjsSettings(env: Env): { serviceId: string; templateId: string; publicKey: string } | undefined {
  return env.EMAILJS_SERVICE_ID && env.EMAILJS_TEMPLATE_ID && env.EMAILJS_PUBLIC_KEY
    ? { serviceId: env.EMAILJS_SERVICE_ID, templateId: env.EMAILJS_TEMPLATE_ID, publicKey: env.EMAILJS_PUBLIC_KEY }
    : undefined;
}

/**
 * REMOTE_OVERRIDES=http://localhost:* lets a team load its own build of a remote into this site
 * (overrides/remoteOverride.ts); off unless set, and every pattern must be valid.
 * REMOTE_OVERRIDE_MAX_AGE_HOURS=2: how long a browser keeps an override (default 8, at most 24).
 */
export function overrideSettings(env: Env): { allow: string[]; maxAgeHours: number | undefined } {
  const allow = (env.REMOTE_OVERRIDES ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const { invalid } = overrideAllowList({ remoteOverrides: { allow } });
  if (invalid.length > 0)
    throw new Error(
      `REMOTE_OVERRIDES: not a source such as http://localhost:* or https://*.example.in: ${invalid.join(', ')}`,
    );
  const maxAgeText = env.REMOTE_OVERRIDE_MAX_AGE_HOURS?.trim();
  const maxAgeHours = maxAgeText ? Number(maxAgeText) : undefined;
  if (maxAgeHours !== undefined && !isValidMaxAgeHours(maxAgeHours))
    throw new Error(`REMOTE_OVERRIDE_MAX_AGE_HOURS: a number of hours above 0 and at most ${MAX_AGE_HOURS_LIMIT}`);
  return { allow, maxAgeHours };
}
