import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { withId } from './column-types.js';

/** Written out here, not imported, so the migration keeps meaning what it meant when the score card changes. */
const CATEGORIES = ['all', 'logistics', 'allergen', 'nutrient', 'image'] as const;
/** The longest word the search indexes (`search-terms.ts`): its padded form has this many trigrams at most. */
const MAX_TERM_LENGTH = 40;

/**
 * The score card (issue 16, docs/SCORECARD.md), kept as CINs arrive rather than computed per request:
 * - on each received copy, per score category, the attributes that apply to it and those it carries
 *   without a problem (`score_<category>_expected` / `_filled`), and which applicable attributes it lacks
 *   or carries with a problem (`score_gaps`, JSON); null until scored: the delivery scores each copy it
 *   stores, the next matching run those received before (this migration queues one per buyer holding any);
 * - `scorecard_tally`: per buyer company and publisher (information provider GLN), the live scored copies
 *   and the sum of their shares per category, in millionths (an integer, so adding and taking away copies
 *   never drifts);
 * - `scorecard_gap`: per buyer, publisher and attribute, on how many live copies it is missing or failing
 *   (each score's explanation);
 * - `received_item_synch_idx`: the synchronised copies per publisher, read from the index (the published ones
 *   are the tally's items, with the copies not scored yet); with the id last, the global search's status
 *   filter finds its copies in the index too, for PostgreSQL to join with a word's postings without reading
 *   a copy (174 → 10 ms for a brand and a status on 100,000 copies).
 *
 * And the global search (issue 16), typo-tolerant and fast at a million copies:
 * - `received_term`: each buyer's vocabulary, the distinct folded words of its copies' descriptions and brands.
 *   The spell check compares a typed word with these words (trigram candidates, then an edit distance), never
 *   with the copies: on PostgreSQL through a pg_trgm GIN index on the word; on SQLite through
 *   `received_term_trigram`, the same trigrams as rows, which a trigger writes as a word is added;
 * - `received_item_term`: each word's live copies (the word index), and on the copy its words' ids
 *   (`search_terms`, JSON; null until indexed: the delivery indexes what it stores, the next matching run the
 *   copies received before), so a newer CIN or a withdrawal takes out exactly what was put in;
 * - `received_item_product_code_idx`: the search and the order by product code (empty ones last, as
 *   `received_item_description_idx` holds descriptions); `received_item_publisher_gtin_idx`: a
 *   publisher's copies in the search's default order (GTINs follow their publisher's GS1 prefix, so walking
 *   the GTIN order for one publisher would read most of the others' copies first); `received_item_gtin_idx`
 *   (migration 0012) again with the CIC state last.
 */
export function scorecardMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      for (const category of CATEGORIES) {
        for (const part of ['filled', 'expected']) {
          await db.schema.alterTable('received_item').addColumn(`score_${category}_${part}`, 'integer').execute();
        }
      }
      await db.schema.alterTable('received_item').addColumn('score_gaps', 'text').execute();
      // Partial: the matching run finds the copies still to score without reading the others.
      await db.schema
        .createIndex('received_item_score_todo_idx')
        .on('received_item')
        .column('company_id')
        .where(sql.ref('score_all_expected'), 'is', null)
        .execute();
      await db.schema
        .createIndex('received_item_synch_idx')
        .on('received_item')
        .columns(['company_id', 'withdrawn', 'cic_status', 'info_provider_gln', 'id'])
        .execute();

      let tally = db.schema
        .createTable('scorecard_tally')
        .addColumn('company_id', 'integer', (c) => c.notNull())
        .addColumn('info_provider_gln', 'text', (c) => c.notNull())
        .addColumn('items', 'integer', (c) => c.notNull());
      for (const category of CATEGORIES) {
        tally = tally.addColumn(`${category}_millionths`, 'bigint', (c) => c.notNull());
      }
      await tally.addPrimaryKeyConstraint('scorecard_tally_pk', ['company_id', 'info_provider_gln']).execute();
      await db.schema
        .createTable('scorecard_gap')
        .addColumn('company_id', 'integer', (c) => c.notNull())
        .addColumn('info_provider_gln', 'text', (c) => c.notNull())
        .addColumn('attribute_code', 'text', (c) => c.notNull())
        .addColumn('missing', 'integer', (c) => c.notNull())
        .addColumn('failing', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('scorecard_gap_pk', ['company_id', 'info_provider_gln', 'attribute_code'])
        .execute();

      await db.schema.alterTable('received_item').addColumn('search_terms', 'text').execute();
      await db.schema
        .createIndex('received_item_search_todo_idx')
        .on('received_item')
        .column('company_id')
        .where(sql.ref('search_terms'), 'is', null)
        .execute();
      // The search's default order carries the CIC state: a page read in GTIN order under a status filter
      // checks each copy in the index instead of reading it.
      await db.schema.dropIndex('received_item_gtin_idx').execute();
      await db.schema
        .createIndex('received_item_gtin_idx')
        .on('received_item')
        .columns(['company_id', 'withdrawn', 'gtin', 'modified_time', 'cic_status'])
        .execute();
      await db.schema
        .createIndex('received_item_publisher_gtin_idx')
        .on('received_item')
        .columns(['company_id', 'withdrawn', 'info_provider_gln', 'gtin'])
        .execute();
      await db.schema
        .createIndex('received_item_product_code_idx')
        .on('received_item')
        .expression(
          sql`company_id, withdrawn, (case when lower(product_code) is null then 1 else 0 end), lower(product_code)`,
        )
        .execute();
      await withId(db.schema.createTable('received_term'), dialect)
        .addColumn('company_id', 'integer', (c) => c.notNull())
        .addColumn('field', 'text', (c) => c.notNull())
        .addColumn('term', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('received_term_word_idx')
        .on('received_term')
        .columns(['company_id', 'field', 'term'])
        .unique()
        .execute();
      const postings = db.schema
        .createTable('received_item_term')
        .addColumn('term_id', 'integer', (c) => c.notNull())
        .addColumn('received_item_id', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('received_item_term_pk', ['term_id', 'received_item_id']);
      if (dialect === 'postgres') {
        await postings.execute();
        await sql`create extension if not exists pg_trgm`.execute(db);
        await sql`create index received_term_trgm_idx on received_term using gin (term gin_trgm_ops)`.execute(db);
      } else {
        // Clustered by key: a word's copies are one range, read without a second lookup.
        await postings.modifyEnd(sql`without rowid`).execute();
        await db.schema
          .createTable('received_term_trigram')
          .addColumn('company_id', 'integer', (c) => c.notNull())
          .addColumn('field', 'text', (c) => c.notNull())
          .addColumn('trigram', 'text', (c) => c.notNull())
          .addColumn('term_id', 'integer', (c) => c.notNull())
          .addPrimaryKeyConstraint('received_term_trigram_pk', ['company_id', 'field', 'trigram', 'term_id'])
          .modifyEnd(sql`without rowid`)
          .execute();
        // pg_trgm's trigrams: the word padded with two spaces before and one after, each run of three once.
        // SQLite has no series function; json_each over the positions stands in.
        const positions = JSON.stringify(Array.from({ length: MAX_TERM_LENGTH + 1 }, (_, i) => i + 1));
        await sql
          .raw(
            `create trigger received_term_trigrams after insert on received_term begin
              insert or ignore into received_term_trigram (company_id, field, trigram, term_id)
                select new.company_id, new.field, substr('  ' || new.term || ' ', p.value, 3), new.id
                from json_each('${positions}') p where p.value <= length(new.term) + 1;
            end`,
          )
          .execute(db);
      }

      const now = new Date().toISOString();
      await sql`insert into job (type, company_id, payload, status, attempts, max_attempts, run_at, progress,
          created_time, modified_time)
        select 'dms.match', company_id, '{"companyId":' || company_id || '}', 'queued', 0, 3, ${now}, 0, ${now}, ${now}
        from (select distinct company_id from received_item) buyers`.execute(db);
    },
  };
}
