import { Worker } from 'node:worker_threads';
import { GdsnMessageError, XmlBoundsError } from './messages/xml-tree.js';
import type { XmlAnswer, XmlFailure, XmlReaderName, XmlReading, XmlTask } from './xml-worker.js';

export const XML_TOO_COSTLY =
  'The XML needs more memory to read than the server sets aside for one message; send its items in smaller messages.';

interface Pending {
  task: XmlTask;
  resolve(result: unknown): void;
  reject(error: Error): void;
}

const pending = new Map<number, Pending>();
let worker: Worker | null = null;
let nextId = 1;
let heapMb = 320;

/**
 * The XML worker's heap (`XML_WORKER_HEAP_MB`): an idle worker is replaced, a busy one keeps its heap until
 * it is. A message that needs more ends the worker, not the server, and is refused as too costly to read.
 */
export function setXmlWorkerHeap(megabytes: number): void {
  heapMb = megabytes;
  if (worker && pending.size === 0) {
    void worker.terminate();
    worker = null;
  }
}

const ERRORS: Record<XmlFailure, new (message: string) => Error> = {
  bounds: XmlBoundsError,
  unreadable: GdsnMessageError,
  failure: Error,
};

function settle(answer: XmlAnswer): void {
  const task = pending.get(answer.id);
  if (!task) return;
  pending.delete(answer.id);
  if ('result' in answer) task.resolve(answer.result);
  else task.reject(new ERRORS[answer.failure](answer.error));
}

function start(): Worker {
  const resourceLimits = { maxOldGenerationSizeMb: heapMb };
  // Tests run the TypeScript sources: the worker then registers tsx's loader before it loads them.
  const started = import.meta.url.endsWith('.ts')
    ? new Worker(
        `import('tsx/esm/api').then(({ register }) => register()).then(() => import(${JSON.stringify(
          new URL('./xml-worker.ts', import.meta.url).href,
        )}))`,
        { eval: true, resourceLimits },
      )
    : new Worker(new URL('./xml-worker.js', import.meta.url), { resourceLimits });
  started.on('message', (answer: XmlAnswer) => {
    settle(answer);
    // An idle worker must not keep the process alive (tests, a drained node).
    if (pending.size === 0) started.unref();
  });
  // The worker reads its tasks in order: the first one still pending is the one it died on. That one is
  // refused; the others go to a new worker.
  started.on('error', (error) => {
    worker = null;
    const [first, ...rest] = pending.values();
    if (first) {
      pending.delete(first.task.id);
      const outOfMemory = 'code' in error && error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      first.reject(outOfMemory ? new XmlBoundsError(XML_TOO_COSTLY) : error);
    }
    if (rest.length) post(rest);
  });
  started.on('exit', () => {
    if (worker === started) worker = null;
  });
  return started;
}

function post(tasks: Pending[]): void {
  worker ??= start();
  worker.ref();
  for (const task of tasks) worker.postMessage(task.task);
}

/**
 * Reads GS1 XML in the XML worker thread, so that parsing a large message (seconds for 20 MB) never holds the
 * event loop: the caller waits, the server goes on answering. A message the reader refuses rejects with its
 * `GdsnMessageError`, as the reader called directly would throw.
 */
export function readXml<N extends XmlReaderName>(reader: N, xml: string): Promise<XmlReading<N>> {
  return new Promise((resolve, reject) => {
    const entry: Pending = { task: { id: nextId++, reader, xml }, resolve: resolve as (r: unknown) => void, reject };
    pending.set(entry.task.id, entry);
    post([entry]);
  });
}
