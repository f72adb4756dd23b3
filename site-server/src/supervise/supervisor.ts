// Runs the site's long-lived processes (the API, the site server) as child processes: one that
// exits while the site is not shutting down is started again after a growing delay (backoff.ts),
// and a shutdown asks every child to finish (SIGTERM) and kills one that takes longer than allowed.
import { type ChildProcess, type StdioOptions, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { type BackoffPolicy, DEFAULT_BACKOFF, crashesAfterExit, restartDelayMs } from './backoff.js';

/** A process to keep running. */
export interface ChildSpec {
  /** Names it in the log and its pid file (`<pidDir>/<name>.pid`). */
  name: string;
  command: string;
  args: readonly string[];
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** Default 'inherit': its output is the supervisor's. */
  stdio?: StdioOptions;
}

/** One line of the supervisor's log, per thing that happened to a child. */
export type SupervisorEvent =
  | { event: 'started'; process: string; pid: number }
  | {
      event: 'exited';
      process: string;
      pid: number;
      code: number | null;
      signal: NodeJS.Signals | null;
      uptimeMs: number;
      restartInMs: number;
    }
  | { event: 'spawn-failed'; process: string; error: string; restartInMs: number }
  | { event: 'stopping'; timeoutMs: number }
  | { event: 'killed'; process: string; pid: number; timeoutMs: number }
  | { event: 'stopped'; process: string; pid: number; code: number | null; signal: NodeJS.Signals | null };

export interface SupervisorOptions {
  children: readonly ChildSpec[];
  backoff?: BackoffPolicy;
  /** How long a shutdown waits for the children to finish before it kills them. */
  stopTimeoutMs?: number;
  /** Where each child's pid is written while it runs (for operators and tests); none when unset. */
  pidDir?: string;
  /** Receives each event as one JSON line. Default: stderr. */
  log?: (line: string) => void;
  onEvent?: (event: SupervisorEvent) => void;
  now?: () => number;
}

export const DEFAULT_STOP_TIMEOUT_MS = 10_000;

interface Running {
  child: ChildProcess;
  pid: number;
  startedAt: number;
  exited: Promise<void>;
}

interface Supervised {
  spec: ChildSpec;
  running: Running | null;
  crashesInRow: number;
  restartTimer: NodeJS.Timeout | null;
}

export interface Supervisor {
  start(): void;
  /**
   * No more restarts; SIGTERM to each child in the reverse order of `children`, each once the one
   * after it has exited, and SIGKILL to any still running when stopTimeoutMs is over.
   */
  stop(): Promise<void>;
  pidOf(name: string): number | undefined;
}

/** One event as its log line: a timestamp and the event's fields, no environment or arguments. */
export function eventLine(event: SupervisorEvent, at: Date): string {
  return JSON.stringify({ at: at.toISOString(), source: 'supervisor', ...event });
}

export function createSupervisor({
  children,
  backoff = DEFAULT_BACKOFF,
  stopTimeoutMs = DEFAULT_STOP_TIMEOUT_MS,
  pidDir,
  log = (line) => process.stderr.write(`${line}\n`),
  onEvent,
  now = Date.now,
}: SupervisorOptions): Supervisor {
  const names = new Set(children.map((c) => c.name));
  if (names.size !== children.length) throw new Error('Each supervised process needs its own name.');
  const all: Supervised[] = children.map((spec) => ({ spec, running: null, crashesInRow: 0, restartTimer: null }));
  let stopping = false;
  let stopped: Promise<void> | null = null;

  const emit = (event: SupervisorEvent) => {
    log(eventLine(event, new Date(now())));
    onEvent?.(event);
  };
  const pidFile = (name: string) => (pidDir ? path.join(pidDir, `${name}.pid`) : null);

  const scheduleRestart = (s: Supervised, uptimeMs: number): number => {
    s.crashesInRow = crashesAfterExit(s.crashesInRow, uptimeMs, backoff);
    const delay = restartDelayMs(s.crashesInRow, backoff);
    s.restartTimer = setTimeout(() => {
      s.restartTimer = null;
      launch(s);
    }, delay);
    return delay;
  };

  function launch(s: Supervised): void {
    if (stopping) return;
    const { spec } = s;
    const child = spawn(spec.command, [...spec.args], {
      cwd: spec.cwd,
      env: spec.env ?? process.env,
      stdio: spec.stdio ?? 'inherit',
    });
    if (child.pid === undefined) {
      // Not started at all (no such command, a cwd that is gone): retried like a crash.
      child.once('error', (err) => {
        const restartInMs = stopping ? 0 : scheduleRestart(s, 0);
        if (!stopping) emit({ event: 'spawn-failed', process: spec.name, error: err.message, restartInMs });
      });
      return;
    }
    const pid = child.pid;
    const startedAt = now();
    const exited = new Promise<void>((resolve) => {
      child.once('exit', (code, signal) => {
        s.running = null;
        const file = pidFile(spec.name);
        if (file) fs.rmSync(file, { force: true });
        if (stopping) emit({ event: 'stopped', process: spec.name, pid, code, signal });
        else {
          const uptimeMs = now() - startedAt;
          const restartInMs = scheduleRestart(s, uptimeMs);
          emit({ event: 'exited', process: spec.name, pid, code, signal, uptimeMs, restartInMs });
        }
        resolve();
      });
    });
    // A failed kill() reports here; the process itself is followed by 'exit'.
    child.on('error', () => undefined);
    s.running = { child, pid, startedAt, exited };
    const file = pidFile(spec.name);
    if (file) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, `${pid}\n`);
    }
    emit({ event: 'started', process: spec.name, pid });
  }

  async function stopOne(s: Supervised, withinMs: number): Promise<void> {
    const running = s.running;
    if (!running) return;
    running.child.kill('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), withinMs);
    });
    const outcome = await Promise.race([running.exited, late]);
    clearTimeout(timer);
    if (outcome === 'late') {
      emit({ event: 'killed', process: s.spec.name, pid: running.pid, timeoutMs: stopTimeoutMs });
      running.child.kill('SIGKILL');
      await running.exited;
    }
  }

  return {
    start() {
      if (stopping) throw new Error('The supervisor was stopped.');
      for (const s of all) if (!s.running && !s.restartTimer) launch(s);
    },
    stop() {
      if (stopped) return stopped;
      stopping = true;
      emit({ event: 'stopping', timeoutMs: stopTimeoutMs });
      for (const s of all) {
        if (s.restartTimer) clearTimeout(s.restartTimer);
        s.restartTimer = null;
      }
      // The last started stops first: the site server finishes its pages while the API it asks is
      // still there. All of it within stopTimeoutMs.
      const deadline = now() + stopTimeoutMs;
      stopped = (async () => {
        for (const s of [...all].reverse()) await stopOne(s, Math.max(0, deadline - now()));
      })();
      return stopped;
    },
    pidOf(name) {
      return all.find((s) => s.spec.name === name)?.running?.pid;
    },
  };
}

/**
 * SIGTERM or SIGINT stops the supervisor (its children get the bounded time to finish), then
 * the process exits 0. A second signal meanwhile changes nothing: the stop is bounded already.
 */
export function stopOnSignals(supervisor: Supervisor, exit: (code: number) => void = process.exit): void {
  const onSignal = () => {
    void supervisor.stop().then(() => exit(0));
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
