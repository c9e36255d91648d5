import { sql } from 'kysely';
import type { SearchCriteria } from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import { isPostgres } from '../../db/dialect.js';
import type { SearchField } from './search-index.js';
import { MIN_SIMILARITY, spelledAlike, trigramsOf } from './search-terms.js';

interface Term {
  id: number;
  term: string;
}

/** A typed word as the search reads it: the buyer's words it stands for, and those that are misspellings of it. */
export interface WordTerms {
  typed: string;
  ids: number[];
  /** Words of the vocabulary the spell check read it as (not the word itself). */
  readAs: string[];
}

/** A LIKE pattern for a word: words are letters and digits, so nothing in them needs escaping. */
const containing = (word: string) => `%${word}%`;

/** SQLite: the ids of the field's words having at least `atLeast` of these trigrams (the trigram table). */
const withTrigrams = (db: Db, companyId: number, field: SearchField, trigrams: string[], atLeast: number) =>
  db
    .selectFrom('received_term_trigram')
    .select('term_id')
    .where('company_id', '=', companyId)
    .where('field', '=', field)
    .where('trigram', 'in', trigrams)
    .groupBy('term_id')
    .having((h) => h.fn.countAll(), '>=', atLeast);

/**
 * The vocabulary's words holding `word`: on PostgreSQL a LIKE the pg_trgm index answers; on SQLite the words
 * having every trigram of it (from the trigram table), checked with the LIKE. Shorter than a trigram, the
 * buyer's words of the field are read in full.
 */
async function wordsContaining(db: Db, companyId: number, field: SearchField, word: string): Promise<Term[]> {
  const inner = trigramsOf(word).filter((t) => !t.includes(' '));
  let query = db
    .selectFrom('received_term')
    .select(['id', 'term'])
    .where('company_id', '=', companyId)
    .where('field', '=', field)
    .where('term', 'like', containing(word));
  if (!isPostgres(db) && inner.length > 0) {
    query = query.where('id', 'in', withTrigrams(db, companyId, field, inner, inner.length));
  }
  return query.execute();
}

/**
 * Candidates for a misspelt word: the vocabulary's words sharing enough trigrams with it to be at least
 * `MIN_SIMILARITY` alike (pg_trgm's `%` over its GIN index; on SQLite the trigram table, where a word that
 * alike must share a fifth of the typed word's trigrams). The spell check then keeps those within its slips.
 */
async function wordsAlike(db: Db, companyId: number, field: SearchField, word: string): Promise<Term[]> {
  if (isPostgres(db)) {
    return db.transaction().execute(async (trx) => {
      // Just under the bound: pg_trgm compares in single precision, and 2 of 10 trigrams must pass.
      await sql`select set_config('pg_trgm.similarity_threshold', ${String(MIN_SIMILARITY - 0.01)}, true)`.execute(trx);
      return trx
        .selectFrom('received_term')
        .select(['id', 'term'])
        .where(sql<boolean>`term % ${word}`)
        .where('company_id', '=', companyId)
        .where('field', '=', field)
        .execute();
    });
  }
  const trigrams = trigramsOf(word);
  const atLeast = Math.ceil(trigrams.length * MIN_SIMILARITY);
  return db
    .selectFrom('received_term')
    .select(['id', 'term'])
    .where('id', 'in', withTrigrams(db, companyId, field, trigrams, atLeast))
    .execute();
}

/**
 * The buyer's words a typed word finds in a field: the word itself (exact) or every word holding it
 * (contains), and with the spell check also the words it is a misspelling of.
 */
export async function termsForWord(
  db: Db,
  companyId: number,
  field: SearchField,
  typed: string,
  options: { criteria: SearchCriteria; spellCheck: boolean },
): Promise<WordTerms> {
  const found =
    options.criteria === 'contains'
      ? await wordsContaining(db, companyId, field, typed)
      : await db
          .selectFrom('received_term')
          .select(['id', 'term'])
          .where('company_id', '=', companyId)
          .where('field', '=', field)
          .where('term', '=', typed)
          .execute();
  const alike = options.spellCheck
    ? (await wordsAlike(db, companyId, field, typed)).filter(
        (t) => spelledAlike(typed, t.term) && !found.some((f) => f.id === t.id),
      )
    : [];
  return {
    typed,
    ids: [...found, ...alike].map((t) => t.id),
    readAs: alike.map((t) => t.term).sort(),
  };
}
