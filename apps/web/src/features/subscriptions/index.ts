/** What the rest of the app may use from the subscriptions feature: a received item's CIC history, the create link. */
export {
  getReceivedItemCicHistory,
  useReceivedItemCicHistory,
  type ReceivedItemRef,
} from './api/get-received-item-cic-history';
export { createSubscriptionPath, showsSubscriptionColumns } from './subscription-list';
