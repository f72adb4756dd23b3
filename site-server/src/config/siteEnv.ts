// Deployment settings of the site servers, from the environment (README, "Behind a CDN or load
// balancer"):
//   SITE_TRUST_PROXY  which hops in front of the site may name the visitor (X-Forwarded-For) and
//                     the scheme (X-Forwarded-Proto): a hop count ("1" = one CDN or load balancer)
//                     or a comma list of addresses/CIDRs ("10.0.0.0/8,192.0.2.7"). Default: none,
//                     the visitor is the socket's peer.
//   SITE_HTTPS=1      the site is reached over HTTPS (TLS ends at a proxy): send HSTS on every reply.
//   SITE_KEPT_PAGES   how many rendered pages the site server keeps (each only as long as the API
//                     answers it shows stay fresh); 0 renders every request. Default 500.
//   SITE_DATA_POLL_MS how often the site server asks the API for the public data's version
//                     (GET /api/data-version); when it moves, kept pages are rendered again.
//                     0: never (pages then live out their own freshness). Default 1000.
//   SITE_STALE_AFTER_CHANGE_MS  how long after a data change a kept page may still be served while
//                     one request renders it again. Default 2000.
//   SITE_RENDER_WORKERS    page render worker threads; default one per core (render-pool/).
//   SITE_RENDER_BUDGET_MS  a page render's time budget: past it the page is answered from its kept
//                     copy or with its remote regions left to the browser. Default 3000.
//   API_URL           where the site server reaches the API (its renderer and its /api proxy) when
//                     the API runs elsewhere, e.g. behind its own load balancer: an http(s) origin
//                     such as http://10.0.0.5:3010. Set, no API is started beside the site.

import os from 'node:os';
import { httpOrigin } from 'contracts/http';
import { readRenderPoolSettings } from '../render-pool/renderBudget.js';

/** Fastify's trustProxy: none, a list of addresses/CIDRs, or a function of the address and hop. */
export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

export type Env = Record<string, string | undefined>;

export interface SiteEnv {
  trustProxy: TrustProxy;
  https: boolean;
  keptPages: number;
  dataPollMs: number;
  staleAfterChangeMs: number;
  /** SITE_RENDER_WORKERS */
  renderWorkers: number;
  /** SITE_RENDER_BUDGET_MS */
  renderBudgetMs: number;
}

/**
 * Trust the `hops` nearest peers whatever their addresses (Express's hop count; Fastify's own
 * numeric setting trusts none). Safe only when the site cannot be reached except through them.
 */
export function hopsTrusted(hops: number): (address: string, index: number) => boolean {
  return (_address, index) => index < hops;
}

export function parseTrustProxy(value: unknown): TrustProxy {
  const text = String(value ?? '').trim();
  if (text === '' || text === '0' || text === 'false') return false;
  if (/^\d+$/.test(text)) return hopsTrusted(Number(text));
  if (text === 'true') {
    // Trusting every peer lets any visitor choose the address the write limits count.
    throw new Error("SITE_TRUST_PROXY=true would trust any client: give a hop count or the proxies' addresses");
  }
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export const DEFAULT_KEPT_PAGES = 500;
export const DEFAULT_DATA_POLL_MS = 1000;
export const DEFAULT_STALE_AFTER_CHANGE_MS = 2000;

/** A whole-number setting from 0 to `max`; unset or empty is `fallback`. */
export function wholeNumber(name: string, value: unknown, fallback: number, max: number): number {
  const text = String(value ?? '').trim();
  if (text === '') return fallback;
  if (!/^\d+$/.test(text) || Number(text) > max) {
    throw new Error(`${name} must be a whole number from 0 to ${max} (got "${text.slice(0, 20)}")`);
  }
  return Number(text);
}

/** SITE_KEPT_PAGES: a whole number from 0 to 100,000; unset or empty is the default. */
export const parseKeptPages = (value: unknown): number =>
  wholeNumber('SITE_KEPT_PAGES', value, DEFAULT_KEPT_PAGES, 100_000);

/**
 * API_URL: an http(s) origin (scheme, host, optional port; nothing after it, no credentials), or
 * undefined when unset or empty. Anything else is refused with a message naming the setting.
 */
export function parseApiUrl(value: unknown): string | undefined {
  const text = String(value ?? '').trim();
  if (text === '') return undefined;
  const refuse = () =>
    new Error(
      `API_URL must be an http(s) origin such as http://10.0.0.5:3010, without a path (got "${text.slice(0, 100)}")`,
    );
  const origin = httpOrigin(text);
  if (origin === null) throw refuse();
  return origin;
}

export function readSiteEnv(env: Env): SiteEnv {
  const { workers, budgetMs } = readRenderPoolSettings(env, os.availableParallelism());
  return {
    renderWorkers: workers,
    renderBudgetMs: budgetMs,
    trustProxy: parseTrustProxy(env.SITE_TRUST_PROXY),
    https: env.SITE_HTTPS === '1',
    keptPages: parseKeptPages(env.SITE_KEPT_PAGES),
    dataPollMs: wholeNumber('SITE_DATA_POLL_MS', env.SITE_DATA_POLL_MS, DEFAULT_DATA_POLL_MS, 3_600_000),
    staleAfterChangeMs: wholeNumber(
      'SITE_STALE_AFTER_CHANGE_MS',
      env.SITE_STALE_AFTER_CHANGE_MS,
      DEFAULT_STALE_AFTER_CHANGE_MS,
      600_000,
    ),
  };
}
