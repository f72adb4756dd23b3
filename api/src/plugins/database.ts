import type { Kysely } from 'kysely';
import type { DialectName } from '../db/connection';
import type { Database } from '../db/schema';
import type { DeliveryWorker } from '../features/delivery/worker';

/** The query layer every route uses: `app.db` (Kysely over SQLite or PostgreSQL). */
declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbDialect: DialectName;
    /** The in-process delivery worker, when this process runs one. */
    deliveryWorker: DeliveryWorker | null;
  }
}
