import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import type { JobHandler } from '../../jobs/worker.js';
import { runPublisherItemsReport } from './publisher-items-report.js';

const payloadSchema = z.object({ downloadRequestId: z.number().int().positive() });

/** A scheduled publisher items report, written by the worker with its progress. */
export function publisherItemsJobHandler({ db, config, files }: AppContext): JobHandler {
  return async (payload, context) => {
    const { downloadRequestId } = payloadSchema.parse(payload);
    return runPublisherItemsReport(db, config, files, downloadRequestId, {
      attempt: context.job.attempts,
      maxAttempts: context.job.max_attempts,
      progress: context.progress,
    });
  };
}
