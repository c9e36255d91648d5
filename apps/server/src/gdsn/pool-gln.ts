import { DATA_POOL_GLN } from '@tradepool/domain';

let current: string = DATA_POOL_GLN;

/**
 * This data pool's own GLN: the sender of what it sends and the receiver it expects, and its source data pool in
 * the GDSN. One per process (`DATA_POOL_GLN`, set once by `main.ts` before anything is sent), so the builders of
 * its messages read it here rather than from an argument threaded through every feature.
 */
export const poolGln = (): string => current;

export function setPoolGln(gln: string): void {
  current = gln;
}
