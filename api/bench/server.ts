import { buildApp } from '../src/app';

/**
 * The benchmark's server process (forked by bench.ts so the load generator does not share its
 * event loop). Builds the app on BENCH_DB with BENCH_LISTINGS listings, listens on a free port,
 * reports the port and the time the first start (migrate + seed) took, and answers RSS queries.
 */
async function main(): Promise<void> {
  const databaseUrl = process.env.BENCH_DB;
  if (!databaseUrl) throw new Error('BENCH_DB is required');
  const listings = Number(process.env.BENCH_LISTINGS ?? 240);
  const started = Date.now();
  const app = await buildApp({ databaseUrl, seed: { listings }, logger: false, writeRateLimit: 1_000_000 });
  const startMs = Date.now() - started;
  if (process.env.BENCH_SEED_ONLY) {
    // Seeding step only: the measured server starts afresh on the seeded file, as a deployed
    // server would, instead of carrying the seeding's heap growth into the measurement.
    await app.close();
    process.send?.({ type: 'ready', port: 0, startMs });
    process.disconnect?.();
    return;
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 100);
  timer.unref();

  process.on('message', (msg: unknown) => {
    if (msg === 'reset-peak') peak = process.memoryUsage().rss;
    if (msg === 'stats') {
      const m = process.memoryUsage();
      process.send?.({ type: 'stats', rss: m.rss, peakRss: Math.max(peak, m.rss), heapUsed: m.heapUsed, heapTotal: m.heapTotal, external: m.external, cpuUs: cpuMicros() });
    }
    if (msg === 'stop') void app.close().then(() => process.exit(0));
  });
  process.send?.({ type: 'ready', port, startMs });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

/** CPU time (user + system) this process has used, in microseconds. */
function cpuMicros(): number {
  const { user, system } = process.cpuUsage();
  return user + system;
}
