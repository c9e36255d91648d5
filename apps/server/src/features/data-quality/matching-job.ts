import { z } from 'zod';
import type { Db } from '../../db/database.js';
import type { JobHandler } from '../../jobs/worker.js';
import type { ReceivedCopies } from '../../received-copies/received-copies.js';
import { runMatching } from './matching-run.js';

const payloadSchema = z.object({ companyId: z.number().int().positive() });

/** The matching job: one run for one buyer's company, its progress kept on the job. */
export function matchingJobHandler(db: Db, copies: ReceivedCopies): JobHandler {
  return async (raw, { progress }) => runMatching(db, copies, payloadSchema.parse(raw).companyId, progress);
}
