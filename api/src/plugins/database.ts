import type { Kysely } from 'kysely';
import type { DialectName } from '../db/connection';
import type { Database } from '../db/schema';
import type { DataVersion } from '../features/coordination/dataVersion';
import type { HitCounter } from '../features/coordination/hitCounter';
import type { DeliveryWorker } from '../features/delivery/worker';

/** The query layer every route uses: `app.db` (Kysely over SQLite or PostgreSQL). */
declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbDialect: DialectName;
    /** The in-process delivery worker, when this process runs one. */
    deliveryWorker: DeliveryWorker | null;
    /** The public data's version: a cache of public data empties itself on `onChange`. */
    dataVersion: DataVersion;
    /** The rate limits' windows (shared by every process on PostgreSQL). */
    hitCounter: HitCounter;
  }
}
