// The supervisor's settings, from the environment:
//   SHUTDOWN_TIMEOUT_MS  how long a shutdown (SIGTERM, Ctrl-C) waits for the site's processes to
//                        finish the requests in flight before it kills them. Default 10000.
import { DEFAULT_STOP_TIMEOUT_MS } from './supervisor.js';

const MAX_STOP_TIMEOUT_MS = 600_000;

export interface SupervisorSettings {
  stopTimeoutMs: number;
}

/** Throws a message naming the setting when a value is not a whole number of milliseconds in range. */
export function readSupervisorSettings(env: NodeJS.ProcessEnv = process.env): SupervisorSettings {
  const text = (env.SHUTDOWN_TIMEOUT_MS ?? '').trim();
  if (text === '') return { stopTimeoutMs: DEFAULT_STOP_TIMEOUT_MS };
  if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > MAX_STOP_TIMEOUT_MS)
    throw new Error(
      `SHUTDOWN_TIMEOUT_MS must be a whole number of milliseconds from 1 to ${MAX_STOP_TIMEOUT_MS} (got "${text.slice(0, 20)}")`,
    );
  return { stopTimeoutMs: Number(text) };
}
