/** What other features and the job registry call: asking for a matching run, and the run itself. */
export { MATCHING_JOB, queueMatching } from './matching-queue.js';
export { matchingJobHandler } from './matching-job.js';
export { runMatching } from './matching-run.js';
export { changedAttributeCounts } from './item-changes.js';
export { exceptionAttributes } from './item-exceptions.js';
export { dmsSummary, subscriberDqSummary } from './summary.js';
export { dmsItemCounts, dmsItems } from './item-list.js';
export { sendDmsCic } from './cic.js';
export { addFollowUp, followUpOf, removeFollowUp } from './follow-up.js';
export { receivedItemXml } from './item-xml.js';
export { dmsWorkbook } from './dms-download.js';
export { hierarchyItemDetail, publisherItemDetail, subscriberItemDetail } from './item-detail.js';
export { matchingStatus, rematchAll } from './matching-queue.js';
export { unmatchedItems } from './unmatched-items.js';
export { extrinsicMatchedPublishers } from './extrinsic-matches.js';
export { possibleMatchPairs } from './possible-matches.js';
export { broadMatch, rejectPair } from './match-decisions.js';
