import type { FastifyInstance } from 'fastify';

/**
 * The part every benchmark server process shares (the API's and the minimal peer's): listen on a
 * port, report it to bench.ts, and answer its memory / CPU questions and its stop request.
 */
export async function serveBenchProcess(app: FastifyInstance, startMs: number, port = 0): Promise<void> {
  await app.listen({ port, host: '127.0.0.1' });
  const address = app.server.address();
  const listening = typeof address === 'object' && address ? address.port : 0;

  let peak = process.memoryUsage().rss;
  setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100).unref();

  process.on('message', (msg: unknown) => {
    if (msg === 'reset-peak') peak = process.memoryUsage().rss;
    if (msg === 'stats') {
      const m = process.memoryUsage();
      process.send?.({
        type: 'stats',
        rss: m.rss,
        peakRss: Math.max(peak, m.rss),
        heapUsed: m.heapUsed,
        heapTotal: m.heapTotal,
        external: m.external,
        cpuUs: cpuMicros(),
      });
    }
    if (msg === 'stop') void app.close().then(() => process.exit(0));
  });
  process.send?.({ type: 'ready', port: listening, startMs });
}

/** CPU time (user + system) this process has used, in microseconds. */
function cpuMicros(): number {
  const { user, system } = process.cpuUsage();
  return user + system;
}

/** A benchmark process that fails says why and exits non-zero, so bench.ts stops. */
export function runBenchProcess(main: () => Promise<void>): void {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
