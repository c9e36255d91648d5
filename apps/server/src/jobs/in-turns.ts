import { setImmediate } from 'node:timers/promises';

/**
 * Lets the event loop through: timers, I/O and the requests waiting on them run before the caller goes on.
 * better-sqlite3 answers synchronously and an awaited query only queues a microtask, so without this a job
 * of many queries holds every HTTP request for its whole length (issue 13: health/live waited 102 s).
 */
export const nextTurn = (): Promise<void> => setImmediate();

/**
 * `items` in slices of `size`, each after a turn of the event loop: a long list is worked through in
 * stretches the loop can breathe between (each slice is its caller's transaction, or its CPU, at most).
 */
export async function* inTurns<T>(items: readonly T[], size: number): AsyncGenerator<T[]> {
  for (let start = 0; start < items.length; start += size) {
    await nextTurn();
    yield items.slice(start, start + size);
  }
}
