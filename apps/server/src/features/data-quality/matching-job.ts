import { z } from 'zod';
import type { Db } from '../../db/database.js';
import type { JobHandler } from '../../jobs/worker.js';
import { runMatching } from './matching-run.js';

const payloadSchema = z.object({ companyId: z.number().int().positive() });

/** The matching job: one run for one buyer's company, its progress kept on the job. */
export function matchingJobHandler(db: Db): JobHandler {
  return async (raw, { progress }) => runMatching(db, payloadSchema.parse(raw).companyId, progress);
}
