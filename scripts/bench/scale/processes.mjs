// Child processes of the scale-out test, each in a process group of its own (spawned detached):
// a signal reaches the process and anything it started, Ctrl-C in the terminal reaches only the
// test (which then stops every group in order), and each one's output goes to a log file.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** HAProxy's executable: on PATH, or where Debian puts it (/usr/sbin is not on every PATH). */
export function haproxyBinary() {
  for (const candidate of ['haproxy', '/usr/sbin/haproxy']) {
    try {
      execFileSync(candidate, ['-v'], { stdio: 'ignore' });
      return candidate;
    } catch {
      /* not this one */
    }
  }
  return null;
}

/**
 * @param {string} logDir  each process writes `<name>.log` here (appended to across restarts)
 */
export function createProcessGroups(logDir) {
  /** @type {Set<{ name: string, child: import('node:child_process').ChildProcess, exited: Promise<object> }>} */
  const running = new Set();

  /** Starts `command args` in a new process group; `stdin: 'pipe'` keeps a pipe the caller may end. */
  function start(name, command, args, { cwd, env, stdin = 'ignore' } = {}) {
    const logFile = path.join(logDir, `${name}.log`);
    const fd = fs.openSync(logFile, 'a');
    let child;
    try {
      child = spawn(command, args, { cwd, env, detached: true, stdio: [stdin, fd, fd] });
    } finally {
      fs.closeSync(fd);
    }
    const proc = {
      name,
      child,
      logFile,
      exited: new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal }))),
    };
    child.on('error', () => undefined); // reported through `exited` (a spawn failure exits too)
    running.add(proc);
    void proc.exited.then(() => running.delete(proc));
    return proc;
  }

  const alive = (proc) => proc.child.exitCode === null && proc.child.signalCode === null;

  /** Sends `signal` to the process's whole group. */
  function signalGroup(proc, signal) {
    try {
      process.kill(-proc.child.pid, signal);
    } catch {
      /* already gone */
    }
  }

  /** SIGKILL, as a crash: resolves once the process is gone. */
  async function kill(proc) {
    signalGroup(proc, 'SIGKILL');
    await proc.exited;
  }

  /** SIGTERM, then SIGKILL after `graceMs`; resolves once the process is gone. */
  async function stop(proc, graceMs = 5000) {
    if (!alive(proc)) return;
    signalGroup(proc, 'SIGTERM');
    const timer = sleep(graceMs).then(() => 'late');
    if ((await Promise.race([proc.exited, timer])) === 'late') {
      signalGroup(proc, 'SIGKILL');
      await proc.exited;
    }
  }

  /** Stops every process still running, all at once. */
  const stopAll = (graceMs) => Promise.all([...running].map((proc) => stop(proc, graceMs)));

  /** The last `lines` lines of a process's log, for a message about it. */
  function logTail(proc, lines = 15) {
    try {
      return fs.readFileSync(proc.logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
    } catch {
      return '';
    }
  }

  return { start, kill, stop, stopAll, alive, logTail, running };
}

/** Resolves once `url` answers 200 (each try limited to 2 s); throws after `ms`, or when `proc` died. */
export async function waitHttp(url, { ms = 90_000, proc, groups } = {}) {
  const end = Date.now() + ms;
  for (;;) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    if (proc && groups && !groups.alive(proc))
      throw new Error(`${proc.name} exited while starting:\n${groups.logTail(proc)}`);
    if (Date.now() > end) throw new Error(`${url} did not answer 200 within ${ms / 1000} s`);
    await sleep(200);
  }
}

/** True when nothing listens on 127.0.0.1:port. */
export function portFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
