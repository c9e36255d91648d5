/** What the routes and the composition root call of the global search. */
export { fillMissingSearchTerms } from './search-index.js';
export { searchListener } from './copies-listener.js';
export { globalSearch } from './item-search.js';
