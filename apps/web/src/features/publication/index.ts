/**
 * What the rest of the app may use from the publication feature: its paths, how a CIC shows, and the
 * Subscribers tab (the home page's subscriber summary).
 */
export {
  PUBLICATION_PATH,
  REVIEW_PATH,
  WIZARD_PATHS,
  reviewPath,
  subscriberItemsPath,
  subscriberPublishPath,
  subscriberReviewPath,
} from './publication-paths';
export { CicHistoryList } from './components/cic-history';
export { CicStatusTag } from './components/status-tags';
export { prettyXml } from './xml-format';
export { cicCodeLabel } from './publication-format';
export { XML_STYLE } from './components/gs1-message-view';
export { SubscribersTab } from './components/subscribers-tab';
