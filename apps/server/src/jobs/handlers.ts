import type { AppContext } from '../app-context.js';
import { catalogDownloadJobHandler } from '../features/catalog-downloads/download-job.js';
import { publisherItemsJobHandler } from '../features/catalog-downloads/publisher-items-job.js';
import { validationJobHandler } from '../features/catalog/validation-job.js';
import { uploadJobHandler } from '../features/catalog-upload/upload-job.js';
import { localRegistry, registryProcessJobHandler } from '../gdsn/local-registry-jobs.js';
import { remoteRegistry } from '../gdsn/registry-client.js';
import { rciSendJobHandler, receiveRegistrationResponses } from '../features/registration/registry-exchange.js';
import { deliveryJobHandler } from '../features/publication/service.js';
import { subscriberReportJobHandler } from '../features/subscriber-catalog/download-job.js';
import { subscribedItemsJobHandler } from '../features/subscriptions/download-job.js';
import { matchingJobHandler } from '../features/data-quality/service.js';
import { networkReceiveJobHandler } from '../features/network-exchange/service.js';
import { hasCode } from '../features/metadata/service.js';
import { mailJobHandler } from '../mail/mail-job.js';
import { networkSendJobHandler } from '../network/network-send.js';
import { webhookPushJobHandler } from '../webhooks/webhook-push.js';
import type { JobHandler } from './worker.js';
import {
  CATALOG_DOWNLOAD_JOB,
  DELIVERY_JOB,
  GLOBAL_REGISTRY_SEND_JOB,
  MAIL_JOB,
  MATCHING_JOB,
  NETWORK_RECEIVE_JOB,
  NETWORK_SEND_JOB,
  PUBLISHER_ITEMS_JOB,
  RCI_SEND_JOB,
  REGISTRY_PROCESS_JOB,
  SUBSCRIBED_ITEMS_JOB,
  SUBSCRIBER_REPORT_JOB,
  UPLOAD_JOB,
  VALIDATION_JOB,
  WEBHOOK_PUSH_JOB,
} from './job-names.js';

/**
 * The Global Registry's jobs: with `GLOBAL_REGISTRY_URL`, RCIs go to that process through the send job;
 * without, to the built-in registry, which decides them in this pool's worker.
 */
function registryJobs(context: AppContext): Record<string, JobHandler> {
  const link = context.config.globalRegistry;
  if (link) {
    const remote = remoteRegistry(link.url, link.token);
    return {
      [RCI_SEND_JOB]: rciSendJobHandler(context.db, remote),
      [GLOBAL_REGISTRY_SEND_JOB]: remote.sendJobHandler(context.db, receiveRegistrationResponses),
    };
  }
  return {
    [RCI_SEND_JOB]: rciSendJobHandler(context.db, localRegistry(context.config.registryResponseDelayMs)),
    [REGISTRY_PROCESS_JOB]: registryProcessJobHandler(context.db, receiveRegistrationResponses, (code) =>
      hasCode('TARGET_MARKET', code),
    ),
  };
}

/** Every job type the worker knows, in one place. */
export function jobHandlers(context: AppContext): Record<string, JobHandler> {
  return {
    ...registryJobs(context),
    [MAIL_JOB]: mailJobHandler(context.mailer),
    [CATALOG_DOWNLOAD_JOB]: catalogDownloadJobHandler(context),
    [PUBLISHER_ITEMS_JOB]: publisherItemsJobHandler(context),
    [VALIDATION_JOB]: validationJobHandler(context),
    [UPLOAD_JOB]: uploadJobHandler(context),
    [DELIVERY_JOB]: deliveryJobHandler(context.db, context.receivedCopies),
    [SUBSCRIBER_REPORT_JOB]: subscriberReportJobHandler(context),
    [SUBSCRIBED_ITEMS_JOB]: subscribedItemsJobHandler(context),
    [MATCHING_JOB]: matchingJobHandler(context.db, context.receivedCopies),
    [WEBHOOK_PUSH_JOB]: webhookPushJobHandler(context.db),
    [NETWORK_SEND_JOB]: networkSendJobHandler(context),
    [NETWORK_RECEIVE_JOB]: networkReceiveJobHandler(context),
  };
}
