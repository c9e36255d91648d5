import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import type { JobHandler } from '../../jobs/worker.js';
import { processUpload } from './process-upload.js';

const payloadSchema = z.object({ uploadId: z.number().int().positive() });

/** Processes an uploaded item file, resuming after its committed cursor when the job is run again. */
export function uploadJobHandler({ db, files }: AppContext): JobHandler {
  return async (payload, context) => {
    const { uploadId } = payloadSchema.parse(payload);
    return processUpload(db, files, uploadId, context.progress);
  };
}
