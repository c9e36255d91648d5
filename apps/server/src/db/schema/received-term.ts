import type { Generated } from 'kysely';

/** A word of a buyer's received descriptions or brands, folded (migration 0019): the spell check's vocabulary. */
export interface ReceivedTermTable {
  id: Generated<number>;
  company_id: number;
  /** 'description' or 'brand'. */
  field: string;
  term: string;
}

/** The word index: a word's live received copies. */
export interface ReceivedItemTermTable {
  term_id: number;
  received_item_id: number;
  /** The copy's CIC state as `POSTING_STATE_CODES` numbers it, 0 for none (migration 0024, kept by a trigger). */
  cic_code: Generated<number>;
}

/** SQLite only: a vocabulary word's trigrams (pg_trgm's, as rows), written by a trigger. */
export interface ReceivedTermTrigramTable {
  company_id: number;
  field: string;
  trigram: string;
  term_id: number;
}
