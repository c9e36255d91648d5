import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import type { JobHandler } from '../../jobs/worker.js';
import { checkedItemsOfUpload, finishUploadValidation, validateItems } from './validation.js';

const payloadSchema = z.union([
  z.object({ itemIds: z.array(z.number().int().positive()) }),
  z.object({ uploadId: z.number().int().positive() }),
]);

/** Chunk of an upload's items between progress reports (each chunk's outcome is committed). */
const CHUNK = 2000;

/**
 * Validation of saved or uploaded items. Each batch commits its outcome and an item is read only in a status
 * it is checked in, so a job that restarts picks up where it stopped.
 */
export function validationJobHandler({ db }: AppContext): JobHandler {
  return async (payload, context) => {
    const job = payloadSchema.parse(payload);
    const ids = 'itemIds' in job ? job.itemIds : await checkedItemsOfUpload(db, job.uploadId);
    const totals = { validated: 0, failed: 0 };
    for (let start = 0; start < ids.length; start += CHUNK) {
      const done = await validateItems(
        db,
        ids.slice(start, start + CHUNK),
        new Date(),
        'uploadId' in job ? job.uploadId : undefined,
      );
      totals.validated += done.validated;
      totals.failed += done.failed;
      await context.progress(Math.round(((start + CHUNK) / ids.length) * 100));
    }
    if ('uploadId' in job) await finishUploadValidation(db, job.uploadId);
    return totals;
  };
}
