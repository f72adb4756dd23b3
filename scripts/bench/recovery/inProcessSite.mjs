// The site's page renderer in this process (the shell's server build, as the site server loads it),
// over the remotes' built folders served on loopback, each behind a proxy a test or bench controls:
// it can hold a request back (a slow remote) or refuse every request (a remote that is down).
// No API: the screens render their own error state, which is still their server-rendered region.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSiteRenderer } from '../../../site-server/dist/render/pageRenderer.js';

export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const REMOTES = { listings: 'remote-listings', content: 'remote-content', finance: 'remote-finance' };
const TYPES = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css' };

/** True when every app's server build is there (`npm run build`). */
export function builtDistsPresent() {
  return [
    path.join(rootDir, 'shell/dist/server/main.js'),
    ...Object.values(REMOTES).map((w) => path.join(rootDir, w, 'dist/server/mf-manifest.json')),
  ].every((f) => fs.existsSync(f));
}

const listen = (server, port) =>
  new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });

/** A folder's files, read-only, nothing outside it. */
function serveFolder(dir, port) {
  const root = path.resolve(dir);
  return listen(
    http.createServer((req, res) => {
      const file = path.resolve(root, `.${decodeURIComponent(new URL(req.url, 'http://x').pathname)}`);
      if (!file.startsWith(root + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
        res.writeHead(404).end('Not Found');
        return;
      }
      res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
      fs.createReadStream(file).pipe(res);
    }),
    port,
  );
}

/**
 * A proxy to `target` whose `hold(req)` may return ms to hold a request back, and whose `down`
 * answers every request 503 (a remote that is down).
 */
async function controllableProxy(target, port) {
  const control = { down: false, hold: (/** @type {http.IncomingMessage} */ _req) => 0, requests: [] };
  const server = http.createServer((req, res) => {
    control.requests.push(req.url);
    if (control.down) {
      res.writeHead(503).end('Service Unavailable');
      return;
    }
    setTimeout(() => {
      const upstream = http.request(`${target}${req.url}`, { method: req.method, headers: req.headers }, (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      });
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    }, control.hold(req));
  });
  await listen(server, port);
  return { server, control };
}

/**
 * Starts the remotes (folder server + proxy each, from `basePort`) and the renderer.
 * @param {{ basePort: number, keptPages?: number, checkEveryMs?: number, setUp?: (proxies: object) => void }} o
 *   setUp: sets the proxies before the renderer's first request
 */
export async function startInProcessSite({ basePort, keptPages = 0, checkEveryMs = 60_000, setUp = () => undefined }) {
  const servers = [];
  const proxies = {};
  const remotes = {};
  let port = basePort;
  for (const [name, workspace] of Object.entries(REMOTES)) {
    const folderPort = port++;
    const proxyPort = port++;
    servers.push(await serveFolder(path.join(rootDir, workspace, 'dist'), folderPort));
    const proxy = await controllableProxy(`http://127.0.0.1:${folderPort}`, proxyPort);
    servers.push(proxy.server);
    proxies[name] = proxy.control;
    remotes[name] = `http://127.0.0.1:${proxyPort}/mf-manifest.json`;
  }
  setUp(proxies);
  const sample = JSON.parse(
    fs.readFileSync(path.join(rootDir, 'shared-ui/src/config/sample-runtime-config.json'), 'utf8'),
  );
  const config = { ...sample, remotes };
  const logs = [];
  const site = await createSiteRenderer({
    shellDist: path.join(rootDir, 'shell/dist'),
    apiUrl: `http://127.0.0.1:${port}`, // nothing listens there: the screens show their error state
    readRuntimeConfig: () => config,
    // The last lines only: a bench's thousands of pages must not grow the harness's own memory.
    log: (line) => logs.push(line) > 50 && logs.shift(),
    checkEveryMs,
    keptPages,
  });
  if (!site) throw new Error('no shell server build: run npm run build');

  /** Renders `pathname`; resolves with its status and HTML. */
  async function page(pathname) {
    const rendered = await site.render({ url: `http://127.0.0.1${pathname}`, config, nonce: 'bench-nonce' });
    const chunks = [];
    for await (const chunk of rendered.body) chunks.push(Buffer.from(chunk));
    return { status: rendered.status, html: Buffer.concat(chunks).toString('utf8') };
  }

  return {
    page,
    proxies,
    logs,
    refresh: () => site.refresh(),
    close: async () => {
      site.close();
      await Promise.all(
        servers.map((s) => {
          s.closeAllConnections?.();
          return new Promise((r) => s.close(r));
        }),
      );
    },
  };
}

/** True when the page has `remote`'s region rendered by the server (not left to the browser). */
export const regionRendered = (html, remote) => html.includes(`data-remote="${remote}"`) && !html.includes('<!--$!-->');
