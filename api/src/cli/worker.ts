import { readEnv, SettingsError } from '../config';
import { connect } from '../db/connection';
import { migrate } from '../db/migrate';
import { createMailer } from '../features/delivery/mailer';
import { DeliveryWorker, type WorkerLog } from '../features/delivery/worker';

/**
 * `npm run worker -w api`: a delivery worker on its own, beside an API started with
 * DELIVERY_WORKER=off (several on PostgreSQL, one on SQLite). Same settings as the API; log lines
 * are JSON on stdout like the API's. SIGTERM/SIGINT let the sends in flight finish (up to 5 s; the
 * items still unanswered are handed back to the queue) and exit.
 */
const LEVELS = { info: 30, warn: 40, error: 50 } as const;

function jsonLog(level: string): WorkerLog {
  const min = LEVELS[level as keyof typeof LEVELS] ?? LEVELS.info;
  const line = (lvl: keyof typeof LEVELS) => (obj: object, msg: string) => {
    if (LEVELS[lvl] >= min)
      process.stdout.write(
        `${JSON.stringify({ level: LEVELS[lvl], time: Date.now(), pid: process.pid, ...obj, msg })}\n`,
      );
  };
  return { info: line('info'), warn: line('warn'), error: line('error') };
}

async function main(): Promise<void> {
  const env = readEnv();
  const log = jsonLog(env.logLevel);
  const handle = await connect({ databaseUrl: env.databaseUrl, dataDir: env.dataDir }, { poolMax: env.pgPoolMax });
  await migrate(handle);
  const worker = new DeliveryWorker({
    db: handle.db,
    dialect: handle.dialect,
    mailer: createMailer(env.delivery),
    config: env.delivery,
    siteUrl: env.siteUrl,
    log,
    database: handle.description,
  });
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'delivery worker stopping');
    const timer = setTimeout(() => process.exit(1), 30_000);
    timer.unref();
    worker
      .stop()
      .then(() => handle.close())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
  worker.start();
}

main().catch((err: unknown) => {
  console.error(err instanceof SettingsError ? err.message : err);
  process.exit(1);
});
