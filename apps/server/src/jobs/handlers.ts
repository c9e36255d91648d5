import type { AppContext } from '../app-context.js';
import { MAIL_JOB, mailJobHandler } from '../features/auth/mail-job.js';
import { catalogDownloadJobHandler } from '../features/catalog-downloads/download-job.js';
import { CATALOG_DOWNLOAD_JOB } from '../features/catalog-downloads/service.js';
import type { JobHandler } from './worker.js';

/** Every job type the worker knows, in one place. */
export function jobHandlers(context: AppContext): Record<string, JobHandler> {
  return {
    [MAIL_JOB]: mailJobHandler(context.mailer),
    [CATALOG_DOWNLOAD_JOB]: catalogDownloadJobHandler(context),
  };
}
