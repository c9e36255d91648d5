import type { Config } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/database.js';
import { migrateToLatest } from './db/migrations/index.js';
import { syncReferenceData } from './db/reference-data.js';
import { seedDemoData } from './db/seed/seed-demo.js';

/** Opens the database and brings it to the current schema, reference data and (first start) demo data. */
export async function prepareDatabase(
  config: Config,
): Promise<{ handle: DatabaseHandle; migrated: string[]; seeded: boolean }> {
  const handle = openDatabase(config);
  try {
    const migrated = await migrateToLatest(handle);
    await syncReferenceData(handle.db);
    const seeded = config.seedDemoData ? await seedDemoData(handle.db, { catalog: config.seedDemoCatalog }) : false;
    return { handle, migrated, seeded };
  } catch (error) {
    await handle.destroy();
    throw error;
  }
}
