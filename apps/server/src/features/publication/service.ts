import { CIC_STATE_LABELS, CIC_STATES } from '@tradepool/domain';

/** What other features call: the refresh a catalog save queues, a subscription's release, and the CIC service. */
export { queuePublicationRefresh, releaseForSubscription } from './refresh.js';
export {
  buildReceiptXml,
  receiveCic,
  type CicItemOutcome,
  type CicItemReceipt,
  type CicReceipt,
} from './cic-service.js';
export { deliveryJobHandler } from './delivery-job.js';
export { publishItems } from './publish.js';
export { companyItemBlock } from './publishability.js';
export { unpublishItems } from './unpublish.js';
export { addSubscriber, listSubscribers } from './subscribers.js';
export { addNetworkSubscription, endNetworkSubscription, type NetworkSubscription } from './network-subscribers.js';
export { subscriberSummary } from './subscriber-summary.js';
export { publishedItems, unpublishedItems } from './published-items.js';
export { cicHistory, cicHistoryEntry, cicHistoryOf, latestCin, subscriberItems } from './subscriber-items.js';
export { publisherGlns } from './publisher.js';
export { storeSubscriberMessage, storeSubscriberMessages } from './subscriber-message.js';
export { answerRemoteDelivery } from './remote-delivery.js';

/** `GET …/cicstatuses`: the states a CIC filter offers. */
export function cicStatuses() {
  return CIC_STATES.map((status) => ({ status, label: CIC_STATE_LABELS[status] }));
}
export {
  addSubscription,
  cancelSubscriptions,
  resendPublications,
  subscriptionProblem,
  type SubscriptionRequest,
} from './subscriptions.js';
