import { sql } from 'kysely';
import type { Config } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/database.js';
import { migrateToLatest } from './db/migrations/index.js';
import { syncReferenceData } from './db/reference-data.js';
import { seedDemoData } from './db/seed/seed-demo.js';
import { syncGpcBricks } from './gdsn/gpc/gpc-brick-table.js';
import { queueNetworkBacklog } from './network/outbound-queue.js';

/** The advisory lock class of the boot (an arbitrary number, unique in this code base). */
const BOOT_LOCK = 18_001;

/**
 * Opens the database and brings it to the current schema, reference data and (first start) demo data, and
 * queues the sending of what waits for a partner pool.
 */
export async function prepareDatabase(
  config: Config,
): Promise<{ handle: DatabaseHandle; migrated: string[]; seeded: boolean }> {
  const handle = openDatabase(config);
  try {
    const prepare = async () => {
      const migrated = await migrateToLatest(handle);
      await syncReferenceData(handle.db);
      await syncGpcBricks(handle.db);
      const seeded = config.seedDemoData
        ? await seedDemoData(handle.db, { catalog: config.seedDemoCatalog, set: config.demoDataSet })
        : false;
      // What waited for the transport (a node stopped mid-send, messages queued before a partner existed) goes out.
      await queueNetworkBacklog(handle.db);
      return { handle, migrated, seeded };
    };
    if (handle.dialect === 'sqlite') return await prepare();
    // Nodes starting together on one PostgreSQL take turns: the first migrates and seeds, the others then find
    // it done (the seeding looks for an empty database, which two at once would both see). The lock is held by
    // one connection of the pool while the work runs on the others, and ends with that session if the node dies.
    return await handle.db.connection().execute(async (session) => {
      await sql`select pg_advisory_lock(${BOOT_LOCK}, 0)`.execute(session);
      try {
        return await prepare();
      } finally {
        await sql`select pg_advisory_unlock(${BOOT_LOCK}, 0)`.execute(session);
      }
    });
  } catch (error) {
    await handle.destroy();
    throw error;
  }
}
