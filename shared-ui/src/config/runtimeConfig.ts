import 'contracts/api/zodConfig';
import * as z from 'zod/mini';
import { isRemoteName, type RemoteName } from 'contracts/registry';
import { RERA_NUMBER_PATTERN } from 'contracts/api/rera';
import {
  DEFAULT_MAX_AGE_HOURS as OVERRIDE_DEFAULT_MAX_AGE_HOURS,
  MAX_AGE_HOURS_LIMIT as OVERRIDE_MAX_AGE_HOURS_LIMIT,
} from 'contracts/remote-override';

/**
 * The runtime config the shell fetches at start (and a remote fetches when it runs alone).
 * Nothing about where a remote lives is compiled into any bundle: it all comes from here.
 */
const url = z.string().check(z.trim(), z.minLength(1));

const socialSchema = z.object({
  linkedin: url,
  facebook: url,
  instagram: url,
  x: url,
  youtube: url,
  pinterest: url,
});

const text = z.string().check(z.minLength(1));
const videoSchema = z.object({ title: text, embedUrl: url, thumbnail: url });

/**
 * How long a browser keeps a remote override by default (a working day), and the longest a config
 * may let one last (an override is a check of a build, not a setting): contracts/remote-override's.
 */
export { OVERRIDE_DEFAULT_MAX_AGE_HOURS, OVERRIDE_MAX_AGE_HOURS_LIMIT };

/** A postal address as schema.org's PostalAddress has it (the firm's JSON-LD). */
const postalAddressSchema = z.object({
  streetAddress: text,
  addressLocality: text,
  addressRegion: text,
  postalCode: text,
  /** ISO 3166-1 alpha-2, e.g. IN. */
  addressCountry: z.string().check(z.regex(/^[A-Z]{2}$/)),
});

const registrationNumber = z.string().check(z.trim(), z.regex(RERA_NUMBER_PATTERN));

/**
 * The firm's registration as a real-estate agent with a state's RERA authority, shown in every
 * page's footer and in its JSON-LD. `sample`: a made-up number of the sample config (the footer
 * says so, so no visitor takes it for a real one).
 */
const agentRegistrationSchema = z.object({
  authority: text,
  number: registrationNumber,
  sample: z.optional(z.boolean()),
});

export const siteSettingsSchema = z.object({
  name: text,
  /**
   * The brand every page title ends with (`Contact Us | <titleBrand>`, shared-ui's pageTitle).
   * Absent: the firm's `name`. Optional so a config file written before it still loads.
   */
  titleBrand: z.optional(z.string().check(z.trim(), z.minLength(1))),
  description: text,
  phone: text,
  emails: z.tuple([text, text]),
  address: text,
  /** The same address in parts, for search engines (RealEstateAgent JSON-LD). Absent: `address` as one line. */
  postalAddress: z.optional(postalAddressSchema),
  /** Absent: the footer states no registration. Optional so a config file written before it still loads. */
  agentRegistration: z.optional(agentRegistrationSchema),
  mapEmbedUrl: url,
  social: socialSchema,
  videos: z.tuple([videoSchema, videoSchema]),
});

export const runtimeConfigSchema = z.object({
  apiBaseUrl: z._default(z.string(), ''),
  remotes: z.record(z.string(), url),
  site: siteSettingsSchema,
  emailjs: z.optional(z.object({ serviceId: text, templateId: text, publicKey: text })),
  /** false: the site server sends the static page and browsers render it (an operations switch). */
  serverRender: z.optional(z.boolean()),
  /**
   * Remote overrides (shell/src/federation/remoteOverride.ts): manifest URLs a team may load in
   * place of a configured remote, as policy sources (`http://localhost:*`). Absent: off.
   * `maxAgeHours`: how long a browser keeps one (default OVERRIDE_DEFAULT_MAX_AGE_HOURS).
   */
  remoteOverrides: z.optional(
    z.object({
      allow: z.array(z.string()),
      maxAgeHours: z.optional(z.number().check(z.positive(), z.lte(OVERRIDE_MAX_AGE_HOURS_LIMIT))),
    }),
  ),
});

export type SiteSettings = z.infer<typeof siteSettingsSchema>;
export type PostalAddress = z.infer<typeof postalAddressSchema>;
export type AgentRegistration = z.infer<typeof agentRegistrationSchema>;
/** A valid config: `remotes` names only remotes of the registry (contracts/registry), each at most once. */
export type RuntimeConfig = Omit<z.infer<typeof runtimeConfigSchema>, 'remotes'> & {
  remotes: Partial<Record<RemoteName, string>>;
};

export type ConfigResult = { ok: true; config: RuntimeConfig } | { ok: false; error: string };

function onlyKnownRemotes(remotes: Record<string, string>): remotes is Partial<Record<RemoteName, string>> {
  return Object.keys(remotes).every(isRemoteName);
}

/** Validates the JSON, including that every remote it names is one this site knows. */
export function parseRuntimeConfig(json: unknown): ConfigResult {
  const parsed = runtimeConfigSchema.safeParse(json);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    return {
      ok: false,
      error: `The site configuration is invalid (${first?.path.join('.') || 'root'}: ${first?.message ?? 'unknown'}).`,
    };
  }
  const { remotes } = parsed.data;
  if (!onlyKnownRemotes(remotes)) {
    const unknown = Object.keys(remotes).filter((n) => !isRemoteName(n));
    return { ok: false, error: `The site configuration names an unknown remote: ${unknown.join(', ')}.` };
  }
  return { ok: true, config: { ...parsed.data, remotes } };
}

export async function fetchRuntimeConfig(path = '/runtime-config.json', timeoutMs = 5000): Promise<ConfigResult> {
  try {
    // Default cache mode so the preload the server announces is used; the file is served no-cache.
    const res = await fetch(path, { signal: AbortSignal.timeout(timeoutMs) });
    if (!res.ok) return { ok: false, error: `The site configuration could not be loaded (HTTP ${res.status}).` };
    let json: unknown;
    try {
      json = await res.json();
    } catch {
      return { ok: false, error: 'The site configuration is not valid JSON.' };
    }
    return parseRuntimeConfig(json);
  } catch {
    return { ok: false, error: 'The site configuration could not be loaded (network error or timeout).' };
  }
}

let current: RuntimeConfig | null = null;

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

/** Throws only on programmer error (used before the bootstrap set it). */
export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('Runtime config read before it was loaded');
  return current;
}

export function getSiteSettings(): SiteSettings {
  return getRuntimeConfig().site;
}

/** API URL for a path starting with /api/: relative when apiBaseUrl is '' (same origin). */
export function apiUrl(path: string): string {
  const base = current?.apiBaseUrl ?? '';
  return `${base.replace(/\/$/, '')}${path}`;
}
