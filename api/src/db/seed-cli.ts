import { readEnv, SettingsError } from '../config';
import { connect } from './connection';
import { migrate } from './migrate';
import { reseed } from './seed';

/**
 * `npm run seed -w api [-- --listings 50000]`: migrates the configured database (DATABASE_URL or
 * api/data/site.db) and replaces its seed data (cities, localities, listings, curated lists,
 * blogs). Enquiries and loan leads are kept. SEED_LISTINGS works too.
 */
function listingsArg(argv: readonly string[]): number | undefined {
  const i = argv.findIndex((a) => a === '--listings' || a.startsWith('--listings='));
  if (i < 0) return undefined;
  const arg = argv[i] as string;
  const raw = arg.includes('=') ? arg.split('=')[1] : argv[i + 1];
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--listings needs a positive integer, got '${raw}'`);
  return n;
}

async function main(): Promise<void> {
  const env = readEnv();
  const listings = listingsArg(process.argv.slice(2)) ?? env.seedListings;
  const handle = await connect({ databaseUrl: env.databaseUrl, dataDir: env.dataDir }, { poolMax: env.pgPoolMax });
  try {
    const applied = await migrate(handle);
    const started = Date.now();
    const result = await reseed(handle, listings !== undefined ? { listings } : {});
    console.log(
      `${handle.description}: ${applied.length} migration(s) applied, ${result.listings} listings seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof SettingsError ? err.message : err);
  process.exit(1);
});
