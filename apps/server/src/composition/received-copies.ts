import { dataQualityListener } from '../features/data-quality/service.js';
import { searchListener } from '../features/global-search/service.js';
import { scorecardListener } from '../features/scorecard/service.js';
import { receivedVersionsListener } from '../features/subscriber-catalog/service.js';
import { receivedCopies, type ReceivedCopies } from '../received-copies/received-copies.js';

/**
 * The received-copies core with the features that listen to it, as `jobs/handlers.ts` registers the job
 * handlers. The order matters: the score card scores a copy with the exceptions data quality found; the
 * received versions, last, only record what was stored.
 */
export function createReceivedCopies(): ReceivedCopies {
  return receivedCopies([dataQualityListener, scorecardListener, searchListener, receivedVersionsListener]);
}
