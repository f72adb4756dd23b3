import http from 'node:http';

/** What the stand-in does with a remote's server build (`/server/*`): pass it on, answer 404, or never answer. */
export type ServerBuildMode = 'pass' | 'missing' | 'hanging';

export interface RemoteStandIn {
  /** The browser manifest URL to put in the runtime config. */
  manifestUrl: string;
  /**
   * Serve another deployment from now on (a release in place, at the same URL). Like a folder the
   * new files were copied into, files only the earlier deployments have are still found there.
   */
  setUpstream(...origins: string[]): void;
  setServerBuild(mode: ServerBuildMode): void;
  close(): Promise<void>;
}

/**
 * A remote's deployment as the site sees it, on its own port: every request passes to `upstream`
 * (a remote's release folder on its real server, e.g. `http://localhost:4303/releases/<folder>/`),
 * except that its server build can be made missing or hanging. The browser files stay as they
 * are, so the browser loads the remote as before.
 */
export async function standInRemote(port: number, upstream: string, mode: ServerBuildMode): Promise<RemoteStandIn> {
  let origins = [upstream];
  let serverBuild = mode;
  const hung = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    if (url.startsWith('/server/') && serverBuild !== 'pass') {
      if (serverBuild === 'hanging') {
        hung.add(res); // never answered; ended when the stand-in closes
        return;
      }
      res.writeHead(404, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' });
      res.end('Not found');
      return;
    }
    // The browser's requests here are GETs and HEADs: no body to pass on.
    const forward = (i: number) => {
      const origin = origins[i] ?? upstream;
      const upstreamReq = http.request(
        new URL(`.${url}`, origin.endsWith('/') ? origin : `${origin}/`),
        { method: req.method, headers: { ...req.headers, host: new URL(origin).host } },
        (answer) => {
          if (answer.statusCode === 404 && i + 1 < origins.length) {
            answer.resume();
            forward(i + 1);
            return;
          }
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstreamReq.on('error', () => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
      upstreamReq.end();
    };
    forward(0);
  });
  await new Promise<void>((resolve) => server.listen(port, 'localhost', resolve));
  return {
    manifestUrl: `http://localhost:${port}/mf-manifest.json`,
    setUpstream: (...next) => {
      origins = next;
    },
    setServerBuild: (next) => {
      serverBuild = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hung) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
