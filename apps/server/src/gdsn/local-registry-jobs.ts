import { z } from 'zod';
import type { Db } from '../db/database.js';
import { enqueueJob } from '../jobs/queue.js';
import { inTurns, nextTurn } from '../jobs/in-turns.js';
import type { JobHandler } from '../jobs/worker.js';
import type { GlobalRegistry } from './global-registry.js';
import { processRegistrations, type IsTargetMarket, type RegistrationAnswer } from './local-registry.js';
import { REGISTRY_PROCESS_JOB } from '../jobs/job-names.js';

/**
 * RCIs decided in one transaction, and answered in one: some 20 ms of XML and queries on this machine, so the
 * event loop turns between slices, and a batch costs two commits rather than two per item.
 */
const REGISTRY_SLICE = 10;

/** Where the registry's answers go: the data pool's inbound side (a CIRR and, for rejections, a GS1Response). */
export type RegistryAnswerReceiver = (
  db: Db,
  answers: readonly Pick<RegistrationAnswer, 'cirrXml' | 'gs1ResponseXml'>[],
) => Promise<void>;

/**
 * The built-in Global Registry: the RCIs handed over are queued (in the caller's transaction), one job a
 * batch, and answered after `delayMs`, as a real registry answers asynchronously.
 */
export function localRegistry(delayMs: number): GlobalRegistry {
  return {
    async submit(db, messages) {
      if (messages.length === 0) return;
      await enqueueJob(
        db,
        REGISTRY_PROCESS_JOB,
        { xmls: messages.map((m) => m.xml) },
        { runAt: new Date(Date.now() + delayMs) },
      );
    },
  };
}

const payloadSchema = z.union([
  z.object({ xmls: z.array(z.string().min(1)) }),
  z.object({ xml: z.string().min(1) }).transform(({ xml }) => ({ xmls: [xml] })),
]);

/**
 * The registry's side of the job queue: decide the RCIs, then deliver the answers to the data pool, a slice at
 * a time. A job run again decides its RCIs again (the same data pool's keys are refreshed, so the outcome is
 * the same) and the data pool ignores an answer to an RCI it already had answered.
 */
export function registryProcessJobHandler(
  db: Db,
  deliver: RegistryAnswerReceiver,
  isTargetMarket: IsTargetMarket,
): JobHandler {
  return async (payload) => {
    const { xmls } = payloadSchema.parse(payload);
    const outcome = { accepted: 0, rejected: 0 };
    for await (const slice of inTurns(xmls, REGISTRY_SLICE)) {
      const answers = await processRegistrations(db, slice, new Date(), isTargetMarket);
      await nextTurn();
      await deliver(db, answers);
      for (const result of answers.flatMap((answer) => answer.results)) {
        if (result.accepted) outcome.accepted++;
        else outcome.rejected++;
      }
    }
    return outcome;
  };
}
