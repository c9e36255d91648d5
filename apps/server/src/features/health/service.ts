import { sql } from 'kysely';
import type { NodeHealth } from '@tradepool/domain';
import type { AppContext } from '../../app-context.js';
import { AppError, serviceUnavailable } from '../../errors.js';

/** Longer than this and the database counts as not answering: a load balancer asks again in seconds. */
const DATABASE_TIMEOUT_MS = 2_000;

export function nodeHealth({ config, handle, lifecycle }: AppContext, status: NodeHealth['status']): NodeHealth {
  return {
    status,
    node: lifecycle.node,
    roles: { api: config.runApi, worker: config.runWorker },
    database: handle.dialect,
  };
}

/** Ready: not draining for a stop, and the database answers a query within the timeout. */
export async function readiness(context: AppContext): Promise<NodeHealth> {
  if (context.lifecycle.draining) throw serviceUnavailable('This node is shutting down.');
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(serviceUnavailable('The database does not answer.')), DATABASE_TIMEOUT_MS);
  });
  try {
    await Promise.race([sql`select 1`.execute(context.db), timeout]);
  } catch (error) {
    throw error instanceof AppError ? error : serviceUnavailable('The database does not answer.');
  } finally {
    clearTimeout(timer);
  }
  return nodeHealth(context, 'ready');
}
