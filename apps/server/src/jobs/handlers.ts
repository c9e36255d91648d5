import type { AppContext } from '../app-context.js';
import { MAIL_JOB, mailJobHandler } from '../features/auth/mail-job.js';
import { catalogDownloadJobHandler } from '../features/catalog-downloads/download-job.js';
import { CATALOG_DOWNLOAD_JOB } from '../features/catalog-downloads/service.js';
import { publisherItemsJobHandler } from '../features/catalog-downloads/publisher-items-job.js';
import { PUBLISHER_ITEMS_JOB } from '../features/catalog-downloads/publisher-items-report.js';
import { validationJobHandler } from '../features/catalog/validation-job.js';
import { VALIDATION_JOB } from '../features/catalog/service.js';
import { uploadJobHandler } from '../features/catalog-upload/upload-job.js';
import { UPLOAD_JOB } from '../features/catalog-upload/service.js';
import { localRegistry, REGISTRY_PROCESS_JOB, registryProcessJobHandler } from '../gdsn/local-registry-jobs.js';
import { rciSendJobHandler, receiveRegistrationResponses } from '../features/registration/registry-exchange.js';
import { RCI_SEND_JOB } from '../features/registration/service.js';
import { DELIVERY_JOB, deliveryJobHandler } from '../features/publication/service.js';
import { subscriberReportJobHandler } from '../features/subscriber-catalog/download-job.js';
import { SUBSCRIBER_REPORT_JOB } from '../features/subscriber-catalog/service.js';
import { subscribedItemsJobHandler } from '../features/subscriptions/download-job.js';
import { SUBSCRIBED_ITEMS_JOB } from '../features/subscriptions/service.js';
import { MATCHING_JOB, matchingJobHandler } from '../features/data-quality/service.js';
import type { JobHandler } from './worker.js';

/** Every job type the worker knows, in one place. */
export function jobHandlers(context: AppContext): Record<string, JobHandler> {
  return {
    [MAIL_JOB]: mailJobHandler(context.mailer),
    [CATALOG_DOWNLOAD_JOB]: catalogDownloadJobHandler(context),
    [PUBLISHER_ITEMS_JOB]: publisherItemsJobHandler(context),
    [VALIDATION_JOB]: validationJobHandler(context),
    [UPLOAD_JOB]: uploadJobHandler(context),
    [RCI_SEND_JOB]: rciSendJobHandler(context.db, localRegistry(context.config.registryResponseDelayMs)),
    [REGISTRY_PROCESS_JOB]: registryProcessJobHandler(context.db, receiveRegistrationResponses),
    [DELIVERY_JOB]: deliveryJobHandler(context.db),
    [SUBSCRIBER_REPORT_JOB]: subscriberReportJobHandler(context),
    [SUBSCRIBED_ITEMS_JOB]: subscribedItemsJobHandler(context),
    [MATCHING_JOB]: matchingJobHandler(context.db),
  };
}
