import { z } from 'zod';

/**
 * What a node says of itself to a load balancer or an orchestrator (issue 18): which roles it runs, and on
 * `health/ready` whether it can take work now (its database answers, and it is not draining for a stop).
 */
export const nodeHealthSchema = z.object({
  status: z.enum(['live', 'ready']),
  node: z.string(),
  roles: z.object({ api: z.boolean(), worker: z.boolean() }),
  database: z.enum(['sqlite', 'postgres']),
});
export type NodeHealth = z.infer<typeof nodeHealthSchema>;

/**
 * The event loop's delay as a node measured it over a window a caller opened (issue 19): how long a callback
 * that was due waited, in milliseconds, sampled every 10 ms (`perf_hooks.monitorEventLoopDelay`).
 */
export const eventLoopWindowSchema = z.object({
  id: z.string(),
  openedAt: z.string(),
  seconds: z.number(),
  samples: z.number().int(),
  meanMs: z.number(),
  p50Ms: z.number(),
  p99Ms: z.number(),
  maxMs: z.number(),
});
export type EventLoopWindow = z.infer<typeof eventLoopWindowSchema>;
