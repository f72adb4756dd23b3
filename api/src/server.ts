import { buildApp } from './app';
import { readEnv, SettingsError } from './config';

/**
 * Starts the API: `npm start -w api`. Settings come from the environment (see src/config.ts and
 * api/README.md). SIGTERM/SIGINT stop accepting connections, finish what is in flight and close
 * the database.
 */
const SHUTDOWN_MARGIN_MS = 500;

async function main(): Promise<void> {
  const env = readEnv();
  // The delivery worker runs here unless DELIVERY_WORKER=off (then `npm run worker` processes do it).
  const app = await buildApp({ logger: true, deliveryWorker: env.delivery.worker });
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Never hang on a stuck connection: in-flight requests get SHUTDOWN_TIMEOUT_MS, less a margin so
    // the API leaves on its own before a supervisor with the same setting kills it.
    const timer = setTimeout(() => process.exit(1), Math.max(100, env.shutdownTimeoutMs - SHUTDOWN_MARGIN_MS));
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error while closing');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
  await app.listen({ port: env.port, host: env.host });
}

main().catch((err: unknown) => {
  // A wrong setting is the operator's to fix: its message names it, a stack would only hide it.
  console.error(err instanceof SettingsError ? `API not started: ${err.message}` : err);
  process.exit(1);
});
