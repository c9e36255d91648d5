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

/** POSTs new messages to their company's webhook: payload `{ messageIds }`, one company's, in order. */
export const WEBHOOK_PUSH_JOB = 'gdsn.webhook.push';

/** Sends one partner pool's queued messages over AS2, oldest first: payload `{ partnerId }` (`network/network-send.ts`). */
export const NETWORK_SEND_JOB = 'network-send';

/**
 * What the pool does with a GS1 message a partner pool delivered over AS2: payload `{ inboundId }`, a
 * `network_inbound` row. Queued by the AS2 endpoint in the transaction that stores the row.
 */
export const NETWORK_RECEIVE_JOB = 'network-receive';
/** Posts the messages queued for a Global Registry of its own process (`registry_outbox`), in order. */
export const GLOBAL_REGISTRY_SEND_JOB = 'global-registry-send';

/** The Global Registry process's delivery of one pool's queued answers and forwards: payload `{ poolGln }`. */
export const REGISTRY_DELIVER_JOB = 'registry-deliver';
