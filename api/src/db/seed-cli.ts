import { parseArgs } from 'node:util';
import { readEnv, SettingsError } from '../config';
import { connect } from './connection';
import { migrate } from './migrate';
import { reseed } from './seed';

/**
 * `npm run seed -w api [-- --listings 50000]`: migrates the configured database (DATABASE_URL or
 * api/data/site.db) and replaces its seed data (cities, localities, listings, curated lists,
 * blogs). Enquiries and loan leads are kept. SEED_LISTINGS works too.
 */
function listingsArg(argv: string[]): number | undefined {
  const { values } = parseArgs({ args: argv, options: { listings: { type: 'string' } }, strict: true });
  const raw = values.listings;
  if (raw === undefined) return undefined;
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
