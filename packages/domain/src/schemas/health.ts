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
