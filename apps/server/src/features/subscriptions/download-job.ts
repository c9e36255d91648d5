import { z } from 'zod';
import { subscriptionSearchSchema } from '@tradepool/domain';
import type { AppContext } from '../../app-context.js';
import type { JobHandler } from '../../jobs/worker.js';
import { runSubscribedItemsReport } from './subscribed-items-sheet.js';

const payloadSchema = z.object({ downloadRequestId: z.number().int().positive(), search: subscriptionSearchSchema });

/** A scheduled subscribed-items sheet, written by the worker with its progress. */
export function subscribedItemsJobHandler({ db, config, files }: AppContext): JobHandler {
  return async (payload, context) => {
    const { downloadRequestId, search } = payloadSchema.parse(payload);
    return runSubscribedItemsReport(db, config, files, downloadRequestId, search, {
      attempt: context.job.attempts,
      maxAttempts: context.job.max_attempts,
      progress: context.progress,
    });
  };
}
