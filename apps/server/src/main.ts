import { buildApp } from './app.js';
import { prepareDatabase } from './boot.js';
import { loadConfig } from './config.js';
import { jobHandlers } from './jobs/handlers.js';
import { createWorker } from './jobs/worker.js';
import { createMailer } from './mail/mailer.js';

const config = loadConfig();
const started = Date.now();
const { handle, migrated, seeded } = await prepareDatabase(config);
const context = { config, handle, db: handle.db, mailer: createMailer(config) };
const app = await buildApp(context, { level: config.logLevel });
const worker = createWorker({ handle, handlers: jobHandlers(context), log: app.log });

app.log.info(
  { database: handle.dialect, migrated, seeded, dataDir: config.dataDir },
  handle.dialect === 'sqlite' ? `database ready: ${config.sqliteFile}` : 'database ready: PostgreSQL',
);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await app.close();
  await worker.stop();
  await handle.destroy();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
if (config.runWorker) worker.start();
app.log.info(`Tradepool ready in ${Date.now() - started} ms at ${config.publicUrl}`);
