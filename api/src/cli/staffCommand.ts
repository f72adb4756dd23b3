import { readEnv } from '../config';
import { connect, type DatabaseHandle } from '../db/connection';
import { migrate } from '../db/migrate';
import { UsageError } from '../features/delivery/commands';

/**
 * Runs one staff command on the configured database (DATABASE_URL or api/data/site.db, migrated
 * first) and prints its output: usage mistakes exit 2 with the message, faults exit 1.
 */
export function runStaffCommand(
  run: (handle: DatabaseHandle, argv: string[], env: ReturnType<typeof readEnv>) => Promise<string>,
): void {
  const main = async () => {
    const env = readEnv();
    const handle = await connect({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
    try {
      await migrate(handle);
      process.stdout.write(await run(handle, process.argv.slice(2), env));
    } finally {
      await handle.close();
    }
  };
  main().catch((err: unknown) => {
    console.error(err instanceof UsageError ? err.message : err);
    process.exit(err instanceof UsageError ? 2 : 1);
  });
}
