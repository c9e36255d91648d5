import type { CopiesListener } from '../../received-copies/listener.js';
import { fillMissingSearchTerms, reindexCopies, searchTermsOf, unindexCopies } from './search-index.js';

/** The global search indexes each live copy's words in its buyer's vocabulary. */
export const searchListener: CopiesListener = {
  name: 'global search',
  reads: ['search_terms'],
  enriches: ['search_terms'],
  async enrich(db, drafts) {
    const terms = await searchTermsOf(
      db,
      drafts.map(({ row }) => ({
        company_id: row.company_id,
        description: row.description ?? null,
        brand_name: row.brand_name ?? null,
      })),
    );
    return terms.map((search_terms) => ({ search_terms }));
  },
  stored: (db, { replaced, stored }) =>
    reindexCopies(db, stored, new Map(replaced.map((copy) => [copy.id, copy.search_terms]))),
  withdrawn: (db, { withdrawn }) => unindexCopies(db, withdrawn),
  complete: fillMissingSearchTerms,
};
