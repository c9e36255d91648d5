import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.js';

/**
 * The global search's status filter at a million copies (issue 16, docs/PERFORMANCE.md "Global search"):
 * a brand with a status was 121 ms p95 at 10 users, its count probing the word index once for each of the
 * status's 20,000 copies and its page walking the GTIN order through every publisher with no copy in that
 * status.
 * - `received_item_term.cic_code`: each posting carries its copy's CIC state as a small number (`STATE_CODE`:
 *   0 none), kept by a trigger as the copy's state follows its publication (migration 0013), so a word and a
 *   status are counted in the word's range of the postings' key, without reading a copy. SQLite keeps the
 *   column in that key's tree (the table has no rowid); PostgreSQL's key includes it, for index-only scans.
 *   A number, not the state's name: SQLite stores 0 and 1 in no bytes, and the postings a word's count reads
 *   stay about as short as they were (the names made them a third longer, and a spelling read as six words
 *   12 % slower to count). Not a second index led by the word and the state: SQLite took it for every word,
 *   and a spelling's several words then came out of it unsorted by copy, their distinct copies counted in
 *   5.5 ms where the key's order takes 3.4;
 * - `received_item_status_gtin_idx`: one state's copies in the search's default order, a page walked
 *   there reading only copies in that state.
 */
/** The codes `search-index.ts` writes (`POSTING_STATE_CODES`), written out: the migration keeps its meaning. */
const STATE_CODE = (state: string) =>
  `case ${state} when 'RECEIVED' then 1 when 'REVIEW' then 2 when 'SYNCHRONISED' then 3 when 'REJECTED' then 4 else 0 end`;

export function searchStatusMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('received_item_term')
        .addColumn('cic_code', 'smallint', (c) => c.notNull().defaultTo(0))
        .execute();
      await sql`update received_item_term set cic_code = (select ${sql.raw(STATE_CODE('r.cic_status'))}
        from received_item r where r.id = received_item_term.received_item_id)
        where received_item_id in (select id from received_item where cic_status is not null)`.execute(db);
      if (dialect === 'postgres') {
        await sql`alter table received_item_term drop constraint received_item_term_pk,
          add constraint received_item_term_pk primary key (term_id, received_item_id) include (cic_code)`.execute(db);
      }
      await db.schema
        .createIndex('received_item_status_gtin_idx')
        .on('received_item')
        .columns(['company_id', 'withdrawn', 'cic_status', 'gtin', 'id'])
        .execute();
      for (const statement of dialect === 'postgres' ? POSTGRES_TRIGGERS : SQLITE_TRIGGERS) {
        await sql.raw(statement).execute(db);
      }
    },
  };
}

// The copy's postings are found by its words (`search_terms`), the index's leading column.
const SQLITE_TRIGGERS = [
  `create trigger received_item_term_status after update of cic_status on received_item
    when old.cic_status is not new.cic_status and new.search_terms is not null
    begin
      update received_item_term set cic_code = ${STATE_CODE('new.cic_status')}
        where term_id in (select value from json_each(new.search_terms)) and received_item_id = new.id;
    end`,
];

const POSTGRES_TRIGGERS = [
  `create function received_item_term_status() returns trigger language plpgsql as $$
  begin
    update received_item_term set cic_code = ${STATE_CODE('new.cic_status')}
      where term_id in (select jsonb_array_elements_text(new.search_terms::jsonb)::integer)
        and received_item_id = new.id;
    return null;
  end $$`,
  `create trigger received_item_term_status after update of cic_status on received_item
    for each row when (old.cic_status is distinct from new.cic_status and new.search_terms is not null)
    execute function received_item_term_status()`,
];
