import type { FastifyInstance } from 'fastify';
import { openDatabase, type DatabaseHandle } from '../db/database.js';
import { migrateToLatest } from '../db/migrations/index.js';
import { hasCode } from '../features/metadata/service.js';
import { REGISTRY_DELIVER_JOB } from '../jobs/job-names.js';
import { createWorker, type Worker } from '../jobs/worker.js';
import { buildRegistryApp } from './registry-app.js';
import type { RegistryConfig } from './registry-config.js';
import { registryDeliverJobHandler } from './registry-outbox.js';

export interface RegistryNode {
  app: FastifyInstance;
  worker: Worker;
  handle: DatabaseHandle;
  /** Stops taking requests and jobs (the running job gets `graceMs`), then closes the database. */
  close(graceMs?: number): Promise<void>;
}

/**
 * The Global Registry as a process of its own: its database (the pool's migrations, no seed: it uses only
 * its `registry_*` tables and the job queue), its app and its job worker, which delivers its answers and
 * forwards to the pools. The target-market check is metadata's code list, wired here as the pool's
 * `jobs/handlers.ts` wires it for the built-in registry.
 */
export async function createRegistryNode(
  config: RegistryConfig,
  options: { logger?: boolean | { level: string }; pollMs?: number } = {},
): Promise<RegistryNode> {
  const handle = openDatabase(config);
  try {
    await migrateToLatest(handle);
  } catch (error) {
    await handle.destroy();
    throw error;
  }
  const app = await buildRegistryApp(
    handle.db,
    config,
    { registryGln: config.registryGln, isTargetMarket: (code) => hasCode('TARGET_MARKET', code) },
    options.logger ?? { level: config.logLevel },
  );
  const worker = createWorker({
    handle,
    handlers: { [REGISTRY_DELIVER_JOB]: registryDeliverJobHandler(handle.db, config.pools) },
    log: app.log,
    lockMs: config.jobLockMs,
    ...(options.pollMs ? { pollMs: options.pollMs } : {}),
  });
  return {
    app,
    worker,
    handle,
    async close(graceMs = config.shutdownGraceMs) {
      await Promise.all([app.close(), worker.stop(graceMs)]);
      await handle.destroy();
    },
  };
}
