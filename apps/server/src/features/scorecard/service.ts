/** What the routes, the delivery, the withdrawal and the matching run call of the score card. */
export {
  COUNTED_COLUMNS,
  TallyChange,
  fillMissingScores,
  forgetWithdrawnCopies,
  liveCopyCount,
  lockTallies,
  scoredCopyColumns,
  type CountedCopy,
  type ScoreColumns,
} from './tally.js';
export { publisherSuggestions, subscriberScores } from './scorecard.js';
