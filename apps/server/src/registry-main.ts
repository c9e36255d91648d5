import { loadRegistryConfig } from './registry-node/registry-config.js';
import { createRegistryNode } from './registry-node/registry-node.js';

const config = loadRegistryConfig();
const node = await createRegistryNode(config);
const { app, worker, handle } = node;
app.log.info(
  { database: handle.dialect, pools: config.pools.map((p) => ({ gln: p.gln, url: p.url })) },
  handle.dialect === 'sqlite' ? `registry database ready: ${config.sqliteFile}` : 'registry database ready: PostgreSQL',
);

let stopping = false;
/** As the pool drains (main.ts): requests in flight and the running delivery finish, then the process exits. */
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal, graceMs: config.shutdownGraceMs }, 'draining');
  const force = setTimeout(() => process.exit(1), 2 * config.shutdownGraceMs);
  force.unref();
  await node.close();
  app.log.info('stopped');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
worker.start();
app.log.info(`Global Registry ${config.registryGln} ready for ${config.pools.length} pool(s) on port ${config.port}`);
