import { z } from 'zod';
import { catalogSearchSchema } from '@tradepool/domain';
import type { AppContext } from '../../app-context.js';
import type { JobHandler } from '../../jobs/worker.js';
import { runScheduledDownload } from './service.js';

const payloadSchema = z.object({
  downloadRequestId: z.number().int().positive(),
  search: catalogSearchSchema.nullable(),
});

/** A scheduled catalog report (spreadsheet or item status), written by the worker with its progress. */
export function catalogDownloadJobHandler({ db, config, files }: AppContext): JobHandler {
  return async (payload, context) => {
    const { downloadRequestId, search } = payloadSchema.parse(payload);
    return runScheduledDownload(db, config, files, {
      downloadRequestId,
      search,
      attempt: context.job.attempts,
      maxAttempts: context.job.max_attempts,
      progress: context.progress,
    });
  };
}
