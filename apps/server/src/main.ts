import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { buildApp } from './app.js';
import { prepareDatabase } from './boot.js';
import { createReceivedCopies } from './composition/received-copies.js';
import { loadConfig } from './config.js';
import { demoAccountsWithPublishedPassword } from './db/seed/demo-accounts.js';
import { createFileStore } from './files/create-file-store.js';
import { jobHandlers } from './jobs/handlers.js';
import { createWorker } from './jobs/worker.js';
import { createLifecycle } from './lifecycle.js';
import { demoExposureWarning, listenUrls, listensBeyondLoopback } from './listen-report.js';
import { createMailer } from './mail/mailer.js';
import { setPoolGln } from './gdsn/pool-gln.js';
import { poolIdentity } from './network/pool-identity.js';
import { queuePartyRegistrations } from './gdsn/party-registration.js';
import { queueSubscriptionsForRegistry } from './gdsn/registry-client.js';

const config = loadConfig();
setPoolGln(config.dataPoolGln);
const started = Date.now();
const lifecycle = createLifecycle(config.nodeName ?? undefined);
const { handle, migrated, seeded } = await prepareDatabase(config);
// Read (or made, on the first start) now: a wrong AS2_KEY_FILE stops the start, and no request waits for a key.
await poolIdentity(handle.db, config);
const files = createFileStore(config, handle);
const context = {
  config,
  handle,
  db: handle.db,
  mailer: createMailer(config, files),
  files,
  lifecycle,
  receivedCopies: createReceivedCopies(),
};
const app = await buildApp(context, { level: config.logLevel, base: { node: lifecycle.node } });
if (config.globalRegistry) {
  // What the registry has not heard yet: parties new or changed, and subscriptions queued while it was away.
  const parties = await queuePartyRegistrations(handle.db, { retryRefused: true });
  const subscriptions = await queueSubscriptionsForRegistry(handle.db);
  app.log.info({ registry: config.globalRegistry.url, parties, subscriptions }, 'Global Registry connected');
}
const worker = createWorker({ handle, handlers: jobHandlers(context), log: app.log, lockMs: config.jobLockMs });

app.log.info(
  {
    database: handle.dialect,
    migrated,
    seeded,
    dataDir: config.dataDir,
    fileStorage: config.fileStorage,
    api: config.runApi,
    worker: config.runWorker,
  },
  handle.dialect === 'sqlite' ? `database ready: ${config.sqliteFile}` : 'database ready: PostgreSQL',
);

let stopping = false;
/**
 * A graceful drain (issue 18): readiness turns false at once, so a load balancer sends nothing new; the
 * server stops accepting connections and lets requests in flight finish; the worker takes no new job and
 * gets the grace period for the running one, then hands it back to the queue. Past twice the grace period
 * the process exits regardless: whatever it held is reclaimed by the other nodes.
 */
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  lifecycle.draining = true;
  app.log.info({ signal, graceMs: config.shutdownGraceMs }, 'draining');
  const force = setTimeout(() => process.exit(1), 2 * config.shutdownGraceMs);
  force.unref();
  await Promise.all([app.close(), worker.stop(config.shutdownGraceMs)]);
  await handle.destroy();
  app.log.info('stopped');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
if (config.runWorker) worker.start();
// A string would be a Unix socket's path; the server listens on TCP only.
const addresses = app.addresses().filter((a): a is AddressInfo => typeof a !== 'string');
app.log.info(
  `Tradepool ready in ${Date.now() - started} ms at ${listenUrls(addresses, os.networkInterfaces()).join(', ')}`,
);
if (config.runApi && listensBeyondLoopback(addresses)) {
  const warning = demoExposureWarning(addresses, await demoAccountsWithPublishedPassword(handle.db));
  if (warning) app.log.warn(warning);
}
