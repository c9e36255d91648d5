import { z } from 'zod';
import { subscriberCatalogSearchSchema } from '@tradepool/domain';
import type { AppContext } from '../../app-context.js';
import type { JobHandler } from '../../jobs/worker.js';
import { runSubscriberReport } from './service.js';

const payloadSchema = z.object({
  downloadRequestId: z.number().int().positive(),
  search: subscriberCatalogSearchSchema,
});

/** A scheduled `_catalog_subscriber.xlsm`, written by the worker with its progress. */
export function subscriberReportJobHandler({ db, config, files }: AppContext): JobHandler {
  return async (payload, context) => {
    const { downloadRequestId, search } = payloadSchema.parse(payload);
    return runSubscriberReport(db, config, files, downloadRequestId, search, {
      attempt: context.job.attempts,
      maxAttempts: context.job.max_attempts,
      progress: context.progress,
    });
  };
}
