import os from 'node:os';

/**
 * One process's part in a deployment (issue 18): its name in the logs and health answers, and whether it is
 * draining for a stop, when its readiness turns false so a load balancer sends it nothing new.
 */
export interface Lifecycle {
  readonly node: string;
  draining: boolean;
}

export function createLifecycle(node = `${os.hostname()}-${process.pid}`): Lifecycle {
  return { node, draining: false };
}
