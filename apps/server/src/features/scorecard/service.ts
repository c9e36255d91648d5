/** What the routes, the global search and the composition root call of the score card. */
export { fillMissingScores, liveCopyCount } from './tally.js';
export { scorecardListener } from './copies-listener.js';
export { publisherSuggestions, subscriberScores } from './scorecard.js';
