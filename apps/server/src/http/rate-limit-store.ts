import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/database.js';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
/** The plugin's typings name the route's options; at run time it passes its merged options, the route's inside. */
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0] & {
  routeInfo?: { method?: string | string[]; url?: string };
};

/** Roughly one call in this many also sweeps counters whose window ended long ago. */
const SWEEP_EVERY = 200;
const SWEEP_AFTER_MS = 60 * 60 * 1000;

/**
 * A store for @fastify/rate-limit that keeps its counters in the database (`rate_limit_hit`), so every API
 * node behind a load balancer counts a client's calls together (issue 18); the plugin's own store counts per
 * process. One upsert per call opens a new window when the old one has ended, else adds one, and answers the
 * count and what is left of the window. The plugin makes a child per route: its key names the route.
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    /** The plugin passes its options; a route's child passes the route's key prefix. */
    constructor(options: FastifyRateLimitOptions & { keyPrefix?: string } = {}) {
      this.prefix = options.keyPrefix ?? '';
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      this.count(`${this.prefix}${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(options: ChildOptions) {
      const method = [options.routeInfo?.method ?? ''].flat().join(',');
      return new DatabaseRateLimitStore({ keyPrefix: `${method} ${options.routeInfo?.url ?? ''}|` });
    }

    private async count(key: string, timeWindow: number): Promise<{ current: number; ttl: number }> {
      const now = Date.now();
      const row = await db
        .insertInto('rate_limit_hit')
        .values({ key, window_start_ms: now, hits: 1 })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet((eb) => {
            const ended = eb(eb('rate_limit_hit.window_start_ms', '+', timeWindow), '<=', now);
            return {
              hits: eb
                .case()
                .when(ended)
                .then(1)
                .else(eb('rate_limit_hit.hits', '+', 1))
                .end(),
              window_start_ms: eb.case().when(ended).then(now).else(eb.ref('rate_limit_hit.window_start_ms')).end(),
            };
          }),
        )
        .returning(['hits', 'window_start_ms'])
        .executeTakeFirstOrThrow();
      if (Math.random() * SWEEP_EVERY < 1) {
        await db
          .deleteFrom('rate_limit_hit')
          .where('window_start_ms', '<', now - SWEEP_AFTER_MS)
          .execute();
      }
      return { current: row.hits, ttl: Math.max(0, Number(row.window_start_ms) + timeWindow - now) };
    }
  }
  return DatabaseRateLimitStore;
}
