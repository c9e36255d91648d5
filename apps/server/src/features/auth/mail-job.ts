import { z } from 'zod';
import type { Mailer } from '../../mail/mailer.js';
import type { JobHandler } from '../../jobs/worker.js';

const mailPayload = z.object({ to: z.string().email(), subject: z.string(), text: z.string() });

/** Mail goes through the job queue so a slow or failing mail server never holds a request up. */
export function mailJobHandler(mailer: Mailer): JobHandler {
  return async (payload) => {
    await mailer.send(mailPayload.parse(payload));
    return { sent: true };
  };
}
