import { buildApp } from '../src/app';
import { runBenchProcess, serveBenchProcess } from './benchProcess';

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
  await serveBenchProcess(app, startMs);
}

runBenchProcess(main);
