import type { AppContext } from '../app-context.js';
import { MAIL_JOB, mailJobHandler } from '../features/auth/mail-job.js';
import type { JobHandler } from './worker.js';

/** Every job type the worker knows, in one place. */
export function jobHandlers(context: AppContext): Record<string, JobHandler> {
  return {
    [MAIL_JOB]: mailJobHandler(context.mailer),
  };
}
