import { z } from 'zod';
import type { Db } from '../db/database.js';
import { enqueueJob } from '../jobs/queue.js';
import type { JobHandler } from '../jobs/worker.js';
import { hasCode } from '../features/metadata/code-lists.js';
import type { GlobalRegistry } from './global-registry.js';
import { processRegistration } from './local-registry.js';

/** The built-in registry works through an RCI: payload `{ xml }`. */
export const REGISTRY_PROCESS_JOB = 'gdsn.registry.process';

/** Where the registry's answers go: the data pool's inbound side (a CIRR and, for rejections, a GS1Response). */
export type RegistryAnswerReceiver = (db: Db, cirrXml: string, gs1ResponseXml: string | null) => Promise<void>;

/**
 * The built-in Global Registry: an RCI handed over is queued (in the caller's transaction) and answered after
 * `delayMs`, as a real registry answers asynchronously.
 */
export function localRegistry(delayMs: number): GlobalRegistry {
  return {
    async submit(db, message) {
      await enqueueJob(db, REGISTRY_PROCESS_JOB, { xml: message.xml }, { runAt: new Date(Date.now() + delayMs) });
    },
  };
}

const payloadSchema = z.object({ xml: z.string().min(1) });

/** The registry's side of the job queue: decide the RCI, then deliver the answer to the data pool. */
export function registryProcessJobHandler(db: Db, deliver: RegistryAnswerReceiver): JobHandler {
  return async (payload) => {
    const { xml } = payloadSchema.parse(payload);
    const answer = await processRegistration(db, xml, new Date(), (code) => hasCode('GPC', code));
    await deliver(db, answer.cirrXml, answer.gs1ResponseXml);
    return {
      accepted: answer.results.filter((r) => r.accepted).length,
      rejected: answer.results.filter((r) => !r.accepted).length,
    };
  };
}
