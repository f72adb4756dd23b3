import assert from 'node:assert/strict';
import http from 'node:http';
import { type AddressInfo } from 'node:net';
import { test } from 'node:test';
import Fastify from 'fastify';
import { drainTimeMs, drainWithin } from './drain.js';

/** A server whose /slow answers only when the test says so, and which tells when a request arrived. */
async function slowServer(withPages = false) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let arrived!: () => void;
  const inFlight = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  const app = Fastify();
  app.get('/slow', async () => {
    arrived();
    await released;
    return { done: true };
  });
  if (withPages) app.setNotFoundHandler(async () => 'a page'); // the site's pages are its not-found handler's
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, port, release, inFlight };
}

/** One GET with its own connection: the status and body, or the error's code. */
function get(port: number, path: string): Promise<{ status?: number; body?: string; error?: string }> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
    });
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
  });
}

test('a request in flight finishes before the server closes; new connections are refused', async () => {
  const s = await slowServer();
  const answer = get(s.port, '/slow');
  await s.inFlight;
  const drained = drainWithin([s.app], 60_000);
  // Closing: the port no longer takes connections, while the first request is still answered.
  assert.deepEqual(await get(s.port, '/slow'), { error: 'ECONNREFUSED' });
  s.release();
  assert.deepEqual(await answer, { status: 200, body: '{"done":true}' });
  assert.equal(await drained, 'drained');
});

test('a request still running at the time limit is cut off, and the drain says so', async () => {
  const s = await slowServer();
  const answer = get(s.port, '/slow');
  await s.inFlight;
  assert.equal(await drainWithin([s.app], 50), 'cut');
  assert.equal((await answer).error, 'ECONNRESET');
  s.release();
});

test('servers close in order: a later one serves until the ones before it have drained', async () => {
  const shell = await slowServer();
  const remote = await slowServer();
  const page = get(shell.port, '/slow');
  await shell.inFlight;
  const drained = drainWithin([shell.app, remote.app], 60_000);
  // The shell drains its page, whose render may still need the remote's server.
  assert.deepEqual(await get(shell.port, '/slow'), { error: 'ECONNREFUSED' });
  const fromRemote = get(remote.port, '/slow');
  await remote.inFlight;
  remote.release();
  assert.deepEqual(await fromRemote, { status: 200, body: '{"done":true}' });
  shell.release();
  assert.deepEqual(await page, { status: 200, body: '{"done":true}' });
  assert.equal(await drained, 'drained');
  assert.deepEqual(await get(remote.port, '/slow'), { error: 'ECONNREFUSED' });
});

test('a keep-alive connection busy when the drain begins gets its answer, then ends; the drain completes', async () => {
  const s = await slowServer(true);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const viaAgent = (path: string) =>
    new Promise<string | undefined>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port: s.port, path, agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.headers.connection));
        })
        .on('error', reject);
    });
  // The drain begins while this connection has a request in flight (so it is not idle).
  const first = viaAgent('/slow');
  await s.inFlight;
  const drained = drainWithin([s.app], 5000);
  s.release();
  const connections = [await first];
  // Each answer's next request goes out at once on the same connection, as a busy proxy's would.
  for (let i = 0; i < 1000; i += 1) {
    try {
      connections.push(await viaAgent('/page'));
    } catch {
      break; // the connection was ended and the server takes no new one
    }
  }
  assert.equal(await drained, 'drained');
  // Its answer came, and nothing more was served on it (nor on a new connection).
  assert.equal(connections.length, 1);
  agent.destroy();
});

test('nothing in flight: every server is closed and the drain is done', async () => {
  const a = await slowServer();
  const b = await slowServer();
  assert.equal(await drainWithin([a.app, b.app], 60_000), 'drained');
  assert.deepEqual(await get(a.port, '/slow'), { error: 'ECONNREFUSED' });
  assert.deepEqual(await get(b.port, '/slow'), { error: 'ECONNREFUSED' });
});

test('the drain time: the shutdown time less 1 s, at least half of it', () => {
  assert.equal(drainTimeMs(10_000), 9_000);
  assert.equal(drainTimeMs(2_000), 1_000);
  assert.equal(drainTimeMs(1_500), 750);
  assert.equal(drainTimeMs(1), 0);
});
