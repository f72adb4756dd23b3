// Every environment setting the site server and its start read, in one zod-validated catalogue:
// each with its default and one-line meaning. `readSettings` is the only place site-server/src
// reads the environment; a wrong value stops the start with a message naming the setting.
// `npm run settings:doc -w site-server` writes docs/settings/site-server.md from this list.
import os from 'node:os';
import { z } from 'zod';
import { parsePort, parseOrigin } from './serveOptions.js';
import {
  DEFAULT_DATA_POLL_MS,
  DEFAULT_KEPT_PAGES,
  DEFAULT_STALE_AFTER_CHANGE_MS,
  parseApiUrl,
  parseKeptPages,
  parseTrustProxy,
  wholeNumber,
  type Env,
} from './siteEnv.js';
import { DEFAULT_RELEASES_KEPT, parseKept } from '../releases/retention.js';
import { parseSiteUrl } from '../start/settings.js';
import { DEFAULT_RENDER_BUDGET_MS, readRenderPoolSettings } from '../render-pool/renderBudget.js';
import { readSupervisorSettings } from '../supervise/settings.js';
import { DEFAULT_STOP_TIMEOUT_MS } from '../supervise/supervisor.js';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/** The admin listener (metrics, /livez, /readyz) is the shell's port plus this, on 127.0.0.1. */
export const ADMIN_PORT_OFFSET = 90;

/** A setting's text through one of the existing parsers, its error message kept as the zod issue's. */
const parsed = <T>(parse: (text: string | undefined) => T) =>
  z
    .string()
    .optional()
    .transform((text, ctx): T => {
      try {
        return parse(text);
      } catch (e) {
        ctx.addIssue({ code: 'custom', message: e instanceof Error ? e.message : String(e) });
        return z.NEVER;
      }
    });

const optionalText = z
  .string()
  .optional()
  .transform((t) => (t === undefined || t.trim() === '' ? undefined : t));
const flag = z
  .string()
  .optional()
  .transform((t) => t === '1');
const optionalPort = (name: string) =>
  parsed((t) => (t === undefined || t.trim() === '' ? undefined : parsePort(t, name)));

interface SettingDoc {
  default: string;
  meaning: string;
}

/** Each setting: its schema, its default (as documented) and its meaning. */
const catalogue = {
  PORT: [
    optionalPort('PORT'),
    {
      default: "the registry's shell port (3000)",
      meaning: "the shell's (site server's) port; the remotes and the API follow it",
    },
  ],
  HOST: [optionalText, { default: 'localhost', meaning: 'the address the site and remote servers listen on' }],
  API_PORT: [
    optionalPort('API_PORT'),
    { default: 'PORT + 10', meaning: 'the port of the API started beside the site' },
  ],
  API_URL: [
    parsed(parseApiUrl),
    {
      default: '(unset: the API started here)',
      meaning: "the API's http(s) origin when it runs elsewhere; then no API is started here",
    },
  ],
  NO_API: [flag, { default: '(unset)', meaning: '1: start no API, still call it at 127.0.0.1:API_PORT' }],
  API_PROXY_SECRET: [
    optionalText,
    {
      default: '(random per start)',
      meaning: 'proves the /api proxy to the API; the same for both when the API runs apart',
    },
  ],
  API_BASE_URL: [
    optionalText,
    { default: "'' (the shell's own /api)", meaning: "the runtime config's API origin for browsers" },
  ],
  API_DATA_DIR: [
    optionalText,
    {
      default: 'api/data',
      meaning: 'the data folder: runtime config file and release folders live beside the database',
    },
  ],
  SITE_URL: [
    parsed(parseSiteUrl),
    {
      default: 'http://localhost:$PORT (npm start)',
      meaning: 'the public origin of canonical URLs, the sitemap and robots.txt',
    },
  ],
  SITE_ORIGINS: [
    parsed((t) =>
      t?.trim()
        ? t
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
            .map((o) => parseOrigin(o, 'SITE_ORIGINS'))
        : undefined,
    ),
    {
      default: 'http(s)://localhost and 127.0.0.1 at each app port',
      meaning: "the site's origins, allowed to fetch its files (CORS)",
    },
  ],
  SITE_TRUST_PROXY: [
    parsed(parseTrustProxy),
    { default: '(none)', meaning: 'hops that may name the visitor and the scheme: a hop count or addresses/CIDRs' },
  ],
  SITE_HTTPS: [
    flag,
    { default: '(unset)', meaning: '1: the site is reached over HTTPS (TLS ends at a proxy); send HSTS' },
  ],
  SITE_HSTS_INCLUDE_SUBDOMAINS: [
    flag,
    { default: '(unset)', meaning: '1: HSTS also covers every subdomain (only when all are HTTPS)' },
  ],
  SITE_RENDER_WORKERS: [
    parsed((t) => readRenderPoolSettings({ SITE_RENDER_WORKERS: t }, os.availableParallelism()).workers),
    { default: "the machine's cores (at most 64)", meaning: 'worker threads that render pages' },
  ],
  SITE_RENDER_BUDGET_MS: [
    parsed((t) => readRenderPoolSettings({ SITE_RENDER_BUDGET_MS: t }, 1).budgetMs),
    {
      default: String(DEFAULT_RENDER_BUDGET_MS),
      meaning: "a render's time budget; past it the kept copy, or the page with its remote regions left to the browser",
    },
  ],
  SHUTDOWN_TIMEOUT_MS: [
    parsed((t) => readSupervisorSettings({ SHUTDOWN_TIMEOUT_MS: t }).stopTimeoutMs),
    {
      default: String(DEFAULT_STOP_TIMEOUT_MS),
      meaning: "how long a shutdown waits for requests in flight before the site's processes are killed",
    },
  ],
  SITE_KEPT_PAGES: [
    parsed(parseKeptPages),
    { default: String(DEFAULT_KEPT_PAGES), meaning: 'rendered pages kept (LRU); 0 renders every request' },
  ],
  SITE_DATA_POLL_MS: [
    parsed((t) => wholeNumber('SITE_DATA_POLL_MS', t, DEFAULT_DATA_POLL_MS, 3_600_000)),
    { default: String(DEFAULT_DATA_POLL_MS), meaning: "how often the API's data version is read; 0 never" },
  ],
  SITE_STALE_AFTER_CHANGE_MS: [
    parsed((t) => wholeNumber('SITE_STALE_AFTER_CHANGE_MS', t, DEFAULT_STALE_AFTER_CHANGE_MS, 600_000)),
    {
      default: String(DEFAULT_STALE_AFTER_CHANGE_MS),
      meaning: 'how long after a data change a kept page may still be served',
    },
  ],
  SITE_LOG_LEVEL: [
    z
      .enum(LOG_LEVELS)
      .optional()
      .transform((l) => l ?? 'info'),
    { default: 'info', meaning: `the site server's log level: ${LOG_LEVELS.join(', ')}` },
  ],
  SITE_ADMIN_PORT: [
    optionalPort('SITE_ADMIN_PORT'),
    { default: `PORT + ${ADMIN_PORT_OFFSET}`, meaning: 'the admin listener on 127.0.0.1: /metrics, /livez, /readyz' },
  ],
  RELEASES_DIR: [optionalText, { default: '<API_DATA_DIR>/releases', meaning: 'where release folders are installed' }],
  RELEASES_KEPT: [
    parsed((t) => (t === undefined || t === '' ? DEFAULT_RELEASES_KEPT : parseKept(t, 'RELEASES_KEPT'))),
    { default: String(DEFAULT_RELEASES_KEPT), meaning: 'previous shell installs kept beside the live one' },
  ],
  RUNTIME_CONFIG_FILE: [
    optionalText,
    {
      default: '<API_DATA_DIR>/runtime-config.<PORT>.json',
      meaning: 'the runtime config file (kept across starts when set)',
    },
  ],
  RUNTIME_CONFIG_RESET: [flag, { default: '(unset)', meaning: '1: write RUNTIME_CONFIG_FILE afresh at start' }],
  REMOTE_OVERRIDES: [
    optionalText,
    { default: '(off)', meaning: 'sources a team may load its own remote build from, e.g. http://localhost:*' },
  ],
  REMOTE_OVERRIDE_MAX_AGE_HOURS: [
    optionalText,
    { default: '8', meaning: 'how long a browser keeps a remote override (at most 24)' },
  ],
  EMAILJS_SERVICE_ID: [
    optionalText,
    { default: '(unset)', meaning: "the contact form's fallback channel (with the two below)" },
  ],
  EMAILJS_TEMPLATE_ID: [optionalText, { default: '(unset)', meaning: 'emailjs template' }],
  EMAILJS_PUBLIC_KEY: [optionalText, { default: '(unset)', meaning: 'emailjs public key' }],
} satisfies Record<string, [z.ZodType, SettingDoc]>;

/** Settings named by a remote (its name upper-cased): documented as patterns, validated by pattern. */
export const PATTERN_SETTINGS: ({ name: string; pattern: RegExp } & SettingDoc)[] = [
  {
    name: '<REMOTE>_PORT',
    pattern: /^(LISTINGS|CONTENT|FINANCE)_PORT$/,
    default: 'PORT + its offset',
    meaning: "a remote's server port (LISTINGS, CONTENT, FINANCE)",
  },
  {
    name: '<REMOTE>_REMOTE_URL',
    pattern: /^[A-Z]+_REMOTE_URL$/,
    default: 'its release folder here',
    meaning: "a remote's mf-manifest.json URL in a fresh runtime config",
  },
];

type Catalogue = typeof catalogue;
export type SettingName = keyof Catalogue;
export type Settings = { [K in SettingName]: z.output<Catalogue[K][0]> } & {
  /** the validated environment, for the helpers that still take one (ports, paths, runtime config) */
  env: Env;
};

const schema = z.object(
  Object.fromEntries(Object.entries(catalogue).map(([k, [s]]) => [k, s])) as { [K in SettingName]: Catalogue[K][0] },
);

/** The documented rows, in catalogue order then the patterns. */
export function settingsReference(): { name: string; default: string; meaning: string }[] {
  return [
    ...Object.entries(catalogue).map(([name, [, doc]]) => ({ name, ...doc })),
    ...PATTERN_SETTINGS.map(({ name, default: d, meaning }) => ({ name, default: d, meaning })),
  ];
}

/** Every setting validated at once; all problems in one message, each naming its setting. */
export function readSettings(env: Env = process.env): Settings {
  const problems: string[] = [];
  for (const p of PATTERN_SETTINGS.filter((s) => s.name === '<REMOTE>_PORT'))
    for (const key of Object.keys(env).filter((k) => p.pattern.test(k)))
      try {
        parsePort(env[key], key);
      } catch (e) {
        problems.push(e instanceof Error ? e.message : String(e));
      }
  const result = schema.safeParse(env);
  if (!result.success)
    for (const issue of result.error.issues) {
      const name = String(issue.path[0]);
      problems.push(issue.message.includes(name) ? issue.message : `${name}: ${issue.message}`);
    }
  if (problems.length > 0 || !result.success) throw new Error(problems.join('\n'));
  return { ...(result.data as Omit<Settings, 'env'>), env: { ...env } };
}

/** The reference table, as docs/settings/site-server.md holds it. */
export function settingsMarkdown(): string {
  const cell = (s: string) => s.replace(/\|/g, '\\|');
  const rows = settingsReference().map((r) => `| \`${r.name}\` | ${cell(r.default)} | ${cell(r.meaning)} |`);
  return [
    '# Site server settings',
    '',
    'Generated from `site-server/src/config/settings.ts` by `npm run settings:doc -w site-server`; do not edit.',
    'A wrong value stops the start with a message naming the setting.',
    '',
    '| name | default | meaning |',
    '| --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}
