import { Worker } from 'node:worker_threads';

/**
 * Asks `url` every `everyMs` from a thread of its own, as a load balancer would, so a probe's wait is
 * measured even while the main thread's event loop is held: a probe sent from the main thread could not
 * even start then. `stop` answers the longest wait and how many probes were answered.
 */
export function startHealthProbe(
  url: string,
  everyMs = 100,
): { stop(): Promise<{ longestMs: number; probes: number }> } {
  const worker = new Worker(
    `
    const { parentPort, workerData } = require('node:worker_threads');
    let longest = 0, probes = 0, running = true;
    parentPort.on('message', () => { running = false; });
    (async () => {
      while (running) {
        const sent = performance.now();
        try {
          const response = await fetch(workerData.url);
          await response.arrayBuffer();
        } catch {}
        const waited = performance.now() - sent;
        longest = Math.max(longest, waited);
        probes++;
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, workerData.everyMs - waited)));
      }
      parentPort.postMessage({ longestMs: Math.round(longest), probes });
    })();
    `,
    { eval: true, workerData: { url, everyMs } },
  );
  return {
    stop: () =>
      new Promise((resolve, reject) => {
        worker.once('message', (result: { longestMs: number; probes: number }) => {
          void worker.terminate();
          resolve(result);
        });
        worker.once('error', reject);
        worker.postMessage('stop');
      }),
  };
}
