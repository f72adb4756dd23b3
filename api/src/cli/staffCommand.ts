import { readEnv, SettingsError } from '../config';
import { connect, type DatabaseHandle } from '../db/connection';
import { migrate } from '../db/migrate';
import { CommandFailed, UsageError } from '../features/delivery/commands';

/**
 * Runs one command with the environment's settings and prints its output: usage mistakes exit 2
 * with the message, failures the command explains exit 1 with the message, other faults exit 1.
 */
export function runCommand(run: (argv: string[], env: ReturnType<typeof readEnv>) => Promise<string>): void {
  const main = async () => {
    process.stdout.write(await run(process.argv.slice(2), readEnv()));
  };
  main().catch((err: unknown) => {
    const explained = err instanceof UsageError || err instanceof CommandFailed || err instanceof SettingsError;
    console.error(explained ? err.message : err);
    process.exit(err instanceof UsageError ? 2 : 1);
  });
}

/**
 * Runs one staff command on the configured database (DATABASE_URL or api/data/site.db, migrated
 * first) and prints its output.
 */
export function runStaffCommand(
  run: (handle: DatabaseHandle, argv: string[], env: ReturnType<typeof readEnv>) => Promise<string>,
): void {
  runCommand(async (argv, env) => {
    const handle = await connect({ databaseUrl: env.databaseUrl, dataDir: env.dataDir }, { poolMax: env.pgPoolMax });
    try {
      await migrate(handle);
      return await run(handle, argv, env);
    } finally {
      await handle.close();
    }
  });
}
