import { backupCommand } from '../features/backup/commands';
import { runCommand } from './staffCommand';

/** `npm run backup -w api -- [--out <folder>] [--keep <n>]`: a consistent copy of the database while the API runs. */
runCommand((argv, env) =>
  backupCommand(argv, {
    databaseUrl: env.databaseUrl,
    dataDir: env.dataDir,
    backupDir: env.backupDir,
    env: process.env,
  }),
);
