/** What the routes, the delivery, the withdrawal and the matching run call of the global search. */
export { fillMissingSearchTerms, reindexCopies, searchTermsOf, unindexCopies } from './search-index.js';
export { globalSearch } from './item-search.js';
