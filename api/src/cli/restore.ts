import { restoreCommand } from '../features/backup/commands';
import { runCommand } from './staffCommand';

/** `npm run restore -w api -- <backup file>`: replaces the database with a backup (stop the API first). */
runCommand((argv, env) =>
  restoreCommand(argv, { databaseUrl: env.databaseUrl, dataDir: env.dataDir, env: process.env }),
);
