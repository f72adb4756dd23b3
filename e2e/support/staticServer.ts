import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { baseUrl } from './env';

interface Closable {
  close(): Promise<unknown>;
}

/** Serves a dist folder on its own port, exactly as the production servers do. */
export async function serveDist(dir: string, port: number): Promise<Closable> {
  // The compiled site server (npm run build), as production runs it.
  const modUrl = pathToFileURL(path.resolve(__dirname, '../../site-server/dist/remoteApp.js')).href;
  const { createRemoteApp } = (await import(modUrl)) as {
    createRemoteApp: (o: { root: string; allowedOrigins: string[] }) => Promise<
      Closable & {
        listen(o: { port: number; host: string }): Promise<unknown>;
        server: { closeAllConnections(): void };
      }
    >;
  };
  const app = await createRemoteApp({ root: dir, allowedOrigins: [baseUrl] });
  await app.listen({ port, host: 'localhost' });
  return {
    // A test's server goes at once: a site server's kept-alive connection to it (a render worker
    // fetching its manifests) would otherwise hold its close for the hook's whole timeout.
    close: async () => {
      const closing = app.close();
      app.server.closeAllConnections();
      await closing;
    },
  };
}
