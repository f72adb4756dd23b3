import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import {
  type ChildSpec,
  type SupervisorEvent,
  type SupervisorOptions,
  createSupervisor,
  eventLine,
} from './supervisor.js';

/** A child that runs `code` in a fresh Node process. */
const nodeChild = (name: string, code: string): ChildSpec => ({
  name,
  command: process.execPath,
  args: ['-e', code],
  stdio: 'ignore',
});

const RUN_FOREVER = 'setInterval(() => undefined, 60_000);';

/** A supervisor whose events are recorded, with a way to wait for the n-th event of a kind. */
function watched(options: SupervisorOptions) {
  const events: SupervisorEvent[] = [];
  const lines: string[] = [];
  const waiters: (() => void)[] = [];
  const supervisor = createSupervisor({
    ...options,
    log: (line) => lines.push(line),
    onEvent: (e) => {
      events.push(e);
      for (const w of waiters.splice(0)) w();
    },
  });
  const count = (kind: SupervisorEvent['event']) => events.filter((e) => e.event === kind).length;
  const until = (kind: SupervisorEvent['event'], n = 1) =>
    new Promise<void>((resolve) => {
      const check = () => (count(kind) >= n ? resolve() : waiters.push(check));
      check();
    });
  return { supervisor, events, lines, count, until };
}

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'supervise-'));

async function fileAppears(file: string): Promise<void> {
  while (!fs.existsSync(file)) await new Promise((r) => setTimeout(r, 20));
}

test('a child that crashes is started again, each time later, with one log line per event', async () => {
  const w = watched({
    children: [nodeChild('api', 'process.exit(3)')],
    backoff: { initialMs: 20, maxMs: 50, resetAfterMs: 60_000 },
  });
  w.supervisor.start();
  await w.until('started', 4);
  await w.supervisor.stop();
  const exits = w.events.filter((e) => e.event === 'exited');
  assert.deepEqual(
    exits.slice(0, 3).map((e) => [e.process, e.code, e.signal, e.restartInMs]),
    [
      ['api', 3, null, 20],
      ['api', 3, null, 40],
      ['api', 3, null, 50],
    ],
  );
  const started = w.events.filter((e) => e.event === 'started');
  assert.equal(new Set(started.map((e) => e.pid)).size, started.length, 'a new process each time');
  // One JSON line per event, naming the process.
  assert.equal(w.lines.length, w.events.length);
  const first = JSON.parse(w.lines[0] ?? '{}') as Record<string, unknown>;
  assert.equal(first.source, 'supervisor');
  assert.equal(first.event, 'started');
  assert.equal(first.process, 'api');
  assert.match(String(first.at), /^\d{4}-\d\d-\d\dT/);
});

test('a run as long as the reset time counts as healthy: the next restart is the first again', async () => {
  const w = watched({
    children: [nodeChild('api', 'process.exit(1)')],
    backoff: { initialMs: 10, maxMs: 1000, resetAfterMs: 0 },
  });
  w.supervisor.start();
  await w.until('exited', 3);
  await w.supervisor.stop();
  const delays = w.events.flatMap((e) => (e.event === 'exited' ? [e.restartInMs] : []));
  assert.deepEqual(delays.slice(0, 3), [10, 10, 10]);
});

test('a child killed by a signal is reported with that signal and started again', async () => {
  const w = watched({
    children: [nodeChild('site', RUN_FOREVER)],
    backoff: { initialMs: 10, maxMs: 10, resetAfterMs: 1 },
  });
  w.supervisor.start();
  await w.until('started');
  const pid = w.supervisor.pidOf('site');
  assert.ok(pid);
  process.kill(pid, 'SIGKILL');
  await w.until('started', 2);
  const exit = w.events.find((e) => e.event === 'exited');
  assert.deepEqual(exit && [exit.process, exit.pid, exit.code, exit.signal], ['site', pid, null, 'SIGKILL']);
  assert.notEqual(w.supervisor.pidOf('site'), pid);
  await w.supervisor.stop();
});

test('one child crashing leaves the others running', async () => {
  const w = watched({
    children: [nodeChild('api', 'process.exit(2)'), nodeChild('site', RUN_FOREVER)],
    backoff: { initialMs: 10, maxMs: 10, resetAfterMs: 60_000 },
  });
  w.supervisor.start();
  await w.until('exited', 2);
  const site = w.events.filter((e) => e.event === 'started' && e.process === 'site');
  assert.equal(site.length, 1);
  assert.equal(w.supervisor.pidOf('site'), site[0]?.event === 'started' ? site[0].pid : undefined);
  await w.supervisor.stop();
});

test('stop: SIGTERM lets a child finish its work, and nothing is started again', async () => {
  const dir = tmp();
  const done = path.join(dir, 'drained');
  const ready = path.join(dir, 'ready');
  const code = `
    const fs = require('node:fs');
    process.on('SIGTERM', () => setTimeout(() => { fs.writeFileSync(${JSON.stringify(done)}, 'yes'); process.exit(0); }, 100));
    fs.writeFileSync(${JSON.stringify(ready)}, '');
    ${RUN_FOREVER}`;
  const w = watched({ children: [nodeChild('site', code)], stopTimeoutMs: 30_000 });
  w.supervisor.start();
  await fileAppears(ready);
  await w.supervisor.stop();
  assert.equal(fs.readFileSync(done, 'utf8'), 'yes');
  const stopped = w.events.find((e) => e.event === 'stopped');
  assert.deepEqual(stopped && [stopped.process, stopped.code, stopped.signal], ['site', 0, null]);
  assert.equal(w.count('killed'), 0);
  assert.equal(w.count('started'), 1);
  assert.equal(w.supervisor.pidOf('site'), undefined);
});

test('stop: the children stop one at a time, the last listed first', async () => {
  const dir = tmp();
  const order = path.join(dir, 'order');
  const child = (name: string) =>
    nodeChild(
      name,
      `const fs = require('node:fs');
      process.on('SIGTERM', () => setTimeout(() => { fs.appendFileSync(${JSON.stringify(order)}, '${name} '); process.exit(0); }, 50));
      fs.writeFileSync(${JSON.stringify(path.join(dir, name))}, '');
      ${RUN_FOREVER}`,
    );
  const w = watched({ children: [child('api'), child('site')], stopTimeoutMs: 30_000 });
  w.supervisor.start();
  await fileAppears(path.join(dir, 'api'));
  await fileAppears(path.join(dir, 'site'));
  await w.supervisor.stop();
  assert.equal(fs.readFileSync(order, 'utf8'), 'site api ');
  assert.deepEqual(
    w.events.flatMap((e) => (e.event === 'stopped' ? [e.process] : [])),
    ['site', 'api'],
  );
});

test('stop: a child still running after the timeout is killed', async () => {
  const dir = tmp();
  const ready = path.join(dir, 'ready');
  const code = `process.on('SIGTERM', () => undefined); require('node:fs').writeFileSync(${JSON.stringify(ready)}, ''); ${RUN_FOREVER}`;
  const w = watched({ children: [nodeChild('api', code)], stopTimeoutMs: 100 });
  w.supervisor.start();
  await fileAppears(ready);
  await w.supervisor.stop();
  const killed = w.events.find((e) => e.event === 'killed');
  assert.deepEqual(killed && [killed.process, killed.timeoutMs], ['api', 100]);
  const stopped = w.events.find((e) => e.event === 'stopped');
  assert.deepEqual(stopped && [stopped.code, stopped.signal], [null, 'SIGKILL']);
});

test('stop while a restart is waiting: the restart is called off', async () => {
  const w = watched({
    children: [nodeChild('api', 'process.exit(1)')],
    backoff: { initialMs: 60_000, maxMs: 60_000, resetAfterMs: 60_000 },
  });
  w.supervisor.start();
  await w.until('exited');
  await w.supervisor.stop();
  assert.deepEqual(
    w.events.map((e) => e.event),
    ['started', 'exited', 'stopping'],
  );
  assert.throws(() => w.supervisor.start(), /stopped/);
});

test('a command that cannot be started is retried like a crash', async () => {
  const w = watched({
    children: [{ name: 'worker', command: path.join(tmp(), 'no-such-command'), args: [] }],
    backoff: { initialMs: 10, maxMs: 20, resetAfterMs: 60_000 },
  });
  w.supervisor.start();
  await w.until('spawn-failed', 3);
  await w.supervisor.stop();
  const failures = w.events.flatMap((e) => (e.event === 'spawn-failed' ? [[e.process, e.restartInMs]] : []));
  assert.deepEqual(failures.slice(0, 3), [
    ['worker', 10],
    ['worker', 20],
    ['worker', 20],
  ]);
  assert.match(w.lines[0] ?? '', /ENOENT/);
});

test("each running child's pid is in its pid file, removed when it stops", async () => {
  const pidDir = path.join(tmp(), 'pids');
  const w = watched({ children: [nodeChild('api', RUN_FOREVER)], pidDir });
  w.supervisor.start();
  await w.until('started');
  assert.equal(fs.readFileSync(path.join(pidDir, 'api.pid'), 'utf8'), `${w.supervisor.pidOf('api')}\n`);
  await w.supervisor.stop();
  assert.equal(fs.existsSync(path.join(pidDir, 'api.pid')), false);
});

test('two children may not share a name', () => {
  assert.throws(
    () => createSupervisor({ children: [nodeChild('api', ''), nodeChild('api', '')], log: () => undefined }),
    /its own name/,
  );
});

test('a log line holds the time and the event, nothing else', () => {
  const line = eventLine(
    { event: 'exited', process: 'api', pid: 42, code: 1, signal: null, uptimeMs: 1200, restartInMs: 500 },
    new Date(Date.UTC(2026, 0, 2, 3, 4, 5)),
  );
  assert.equal(
    line,
    '{"at":"2026-01-02T03:04:05.000Z","source":"supervisor","event":"exited","process":"api","pid":42,"code":1,"signal":null,"uptimeMs":1200,"restartInMs":500}',
  );
});
