/** What the rest of the app may use from the publication feature: its paths. */
export {
  PUBLICATION_PATH,
  REVIEW_PATH,
  WIZARD_PATHS,
  reviewPath,
  subscriberItemsPath,
  subscriberPublishPath,
  subscriberReviewPath,
} from './publication-paths';
