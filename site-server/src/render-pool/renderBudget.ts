// The render pool's settings and what it does when a render cannot be had: pure logic.
import type { KeptUse } from './keptCopies.js';

export const DEFAULT_RENDER_BUDGET_MS = 3000;
/** Below this a page cannot render at all; above it a visitor has long gone. */
export const RENDER_BUDGET_MIN_MS = 200;
export const RENDER_BUDGET_MAX_MS = 60_000;
/**
 * Renders one worker takes on at once: a render mostly waits for the API, so one at a time would
 * leave its core idle. The least busy worker gets the next page, so a worker stuck in a remote's
 * synchronous code gets no more until it is replaced.
 */
export const TASKS_PER_WORKER = 4;
/** Renders queued per worker besides those: a queue short enough to keep waits short. */
export const QUEUED_PER_WORKER = 8;
export const RENDER_WORKERS_MAX = 64;

export interface RenderPoolSettings {
  workers: number;
  budgetMs: number;
}

/**
 * SITE_RENDER_WORKERS (default: one per core) and SITE_RENDER_BUDGET_MS (default 3000), checked:
 * a wrong value throws a message that names the setting.
 */
export function readRenderPoolSettings(env: Record<string, string | undefined>, cores: number): RenderPoolSettings {
  const whole = (name: string, fallback: number, min: number, max: number): number => {
    const text = env[name]?.trim();
    if (!text) return fallback;
    const value = Number(text);
    if (!/^\d+$/.test(text) || value < min || value > max)
      throw new Error(`${name}: a whole number from ${min} to ${max} (got "${text.slice(0, 20)}")`);
    return value;
  };
  return {
    workers: whole('SITE_RENDER_WORKERS', Math.max(1, Math.min(RENDER_WORKERS_MAX, cores)), 1, RENDER_WORKERS_MAX),
    budgetMs: whole('SITE_RENDER_BUDGET_MS', DEFAULT_RENDER_BUDGET_MS, RENDER_BUDGET_MIN_MS, RENDER_BUDGET_MAX_MS),
  };
}

/** Renders the pool holds at once (rendering and queued) for `workers` workers. */
export const poolCapacity = (workers: number): number => workers * (TASKS_PER_WORKER + QUEUED_PER_WORKER);

/**
 * Renders one client may hold by default: every worker's renders and half the queue. A single
 * client (or every visitor behind one proxy the site does not trust) still gets many pages at once,
 * and a flood from one leaves the other half of the queue to everyone else.
 */
export const poolClientShare = (workers: number): number =>
  workers * TASKS_PER_WORKER + Math.floor((workers * QUEUED_PER_WORKER) / 2);

/** What answers a request whose render was not admitted, or ran past its budget. */
export type Fallback =
  | { kind: 'kept'; status: number; body: Buffer }
  /** Render once more, with every remote region left to the browser (the shell's fallback for a region). */
  | { kind: 'remotes-to-browser' }
  | { kind: 'refuse' };

/**
 * A render past its budget: the kept copy (stale if need be), else the page once more without its
 * remotes (the render that ran long was a remote's; the shell's own part renders quickly), unless
 * that was the render that ran long: then the request is refused (503, Retry-After).
 * A render not admitted: the kept copy, else refused. Never a page without its content.
 */
export function fallbackFor(why: 'over-budget' | 'not-admitted', kept: KeptUse, remotesToBrowser: boolean): Fallback {
  if (kept.kind !== 'none') return { kind: 'kept', status: kept.status, body: kept.body };
  if (why === 'over-budget' && !remotesToBrowser) return { kind: 'remotes-to-browser' };
  return { kind: 'refuse' };
}
