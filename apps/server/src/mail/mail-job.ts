import { z } from 'zod';
import type { Db } from '../db/database.js';
import { MAIL_JOB } from '../jobs/job-names.js';
import { enqueueJob } from '../jobs/queue.js';
import type { JobHandler } from '../jobs/worker.js';
import type { MailMessage, Mailer } from './mailer.js';

const mailPayload = z.object({ to: z.string().email(), subject: z.string(), text: z.string() });

/** Mail goes through the job queue so a slow or failing mail server never holds a request up. */
export function mailJobHandler(mailer: Mailer): JobHandler {
  return async (payload) => {
    await mailer.send(mailPayload.parse(payload));
    return { sent: true };
  };
}

/** Queues a mail in the caller's transaction, so it goes out only if the work that asked for it commits. */
export async function queueMail(db: Db, message: MailMessage): Promise<void> {
  await enqueueJob(db, MAIL_JOB, message);
}
