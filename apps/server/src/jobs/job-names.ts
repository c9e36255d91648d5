/**
 * The names of the worker's jobs, one place for all: a feature queues a job by its name and `handlers.ts`
 * registers the handler under it, so neither imports the other for a string.
 */

/** The job that validates saved or uploaded items (see `validateItems`): payload `{ itemIds }` or `{ uploadId }`. */
export const VALIDATION_JOB = 'catalog.validate';

/** Sends stored RCI messages to the Global Registry: payload `{ messageIds }`. */
export const RCI_SEND_JOB = 'gdsn.rci.send';

/** The worker's job for a scheduled `_catalog_subscriber.xlsm`. */
export const SUBSCRIBER_REPORT_JOB = 'subscriber-catalog.download';

export const MAIL_JOB = 'mail.send';

export const UPLOAD_JOB = 'catalog.upload';

export const MATCHING_JOB = 'dms.match';

export const DELIVERY_JOB = 'gdsn.publication.deliver';

/** The worker's job for a scheduled publisher items report. */
export const PUBLISHER_ITEMS_JOB = 'catalog.publisher-items';

export const CATALOG_DOWNLOAD_JOB = 'catalog.download';

export const SUBSCRIBED_ITEMS_JOB = 'subscriptions.download';

/** The built-in registry works through RCIs: payload `{ xmls }` (or `{ xml }`, one RCI, as queued before). */
export const REGISTRY_PROCESS_JOB = 'gdsn.registry.process';
