import { sql, type Kysely } from 'kysely';

/**
 * What matching decided for each buyer item (issue 18): `matched` (GTIN or by hand), `confident` (one match
 * proposed alone), `candidates` (a few shown on request) or `none`. Items matched before this column are
 * read from their counts until the next run decides them; the index serves the work list's filter by decision.
 */
export function matchDecisionMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('subscriber_item')
        .addColumn('match_decision', 'text', (c) => c.notNull().defaultTo('none'))
        .execute();
      await sql`update subscriber_item set match_decision = case when matched_count > 0 then 'matched' when possible_count > 0 then 'candidates' else 'none' end`.execute(
        db,
      );
      await db.schema
        .createIndex('subscriber_item_match_decision_idx')
        .on('subscriber_item')
        .columns(['company_id', 'match_decision'])
        .execute();
    },
  };
}
