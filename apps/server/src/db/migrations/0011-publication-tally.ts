import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { flagColumn } from './column-types.js';

/**
 * Counts kept as publications change, so the publication center reads them instead of counting a million
 * rows per page (bench/publication.mjs, docs/PERFORMANCE.md "Publication"):
 * - `publication_tally`: the active publications per publisher, subscriber GLN, CIC state and delivery state
 *   (the subscriber summary, and the total of a subscriber-items page that filters on nothing else);
 * - `catalog_item.published` / `published_top`: the item has an active publication / one as the top of its
 *   hierarchy (the GTIN grid counts its rows from an index instead of probing the publications per item).
 * Kept by triggers, so every way a publication is written (publish, delivery, CIC, unpublish, a cascade)
 * keeps them true: row triggers on SQLite; statement triggers over the changed rows on PostgreSQL, which add
 * a statement's changes up once instead of once per row.
 */
export function publicationTallyMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('publication_tally')
        .addColumn('company_id', 'integer', (c) => c.notNull())
        .addColumn('subscriber_gln', 'text', (c) => c.notNull())
        .addColumn('subscriber_company_id', 'integer')
        // '' for no CIC yet: a key column cannot be null.
        .addColumn('cic_status', 'text', (c) => c.notNull())
        .addColumn('delivery_status', 'text', (c) => c.notNull())
        .addColumn('n', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('publication_tally_pk', [
          'company_id',
          'subscriber_gln',
          'cic_status',
          'delivery_status',
        ])
        .execute();
      await db.schema.alterTable('catalog_item').addColumn('published', 'integer', flagColumn).execute();
      await db.schema.alterTable('catalog_item').addColumn('published_top', 'integer', flagColumn).execute();
      for (const flag of ['published', 'published_top']) {
        await db.schema
          .createIndex(`catalog_item_${flag}_idx`)
          .on('catalog_item')
          .columns(['company_id', 'deleted', flag, 'modified_time', 'id'])
          .execute();
      }

      await sql`insert into publication_tally (company_id, subscriber_gln, subscriber_company_id, cic_status, delivery_status, n)
        select company_id, subscriber_gln, max(subscriber_company_id), coalesce(cic_status, ''), delivery_status, count(*)
        from publication where active = 1
        group by company_id, subscriber_gln, coalesce(cic_status, ''), delivery_status`.execute(db);
      await sql`update catalog_item set
        published = case when exists (select 1 from publication p where p.catalog_item_id = catalog_item.id and p.active = 1) then 1 else 0 end,
        published_top = case when exists (select 1 from publication p where p.catalog_item_id = catalog_item.id
          and p.active = 1 and p.root_item_id = catalog_item.id) then 1 else 0 end`.execute(db);

      for (const statement of dialect === 'postgres' ? POSTGRES_TRIGGERS : SQLITE_TRIGGERS) {
        await sql.raw(statement).execute(db);
      }
    },
  };
}

const TALLY_KEY = 'company_id, subscriber_gln, cic_status, delivery_status';

/** The item's two flags, read again from its active publications (the row is written only when they change). */
const itemFlags = (itemId: string) => {
  const published = `case when exists (select 1 from publication p where p.catalog_item_id = ${itemId} and p.active = 1)
      then 1 else 0 end`;
  const top = `case when exists (select 1 from publication p where p.catalog_item_id = ${itemId}
      and p.active = 1 and p.root_item_id = ${itemId}) then 1 else 0 end`;
  return `update catalog_item set published = ${published}, published_top = ${top}
    where id = ${itemId} and (published <> ${published} or published_top <> ${top});`;
};

/** A new active row can only raise its item's flags: no need to look at the item's other publications. */
const SQLITE_RAISE_FLAGS = `update catalog_item set published = 1
    where id = new.catalog_item_id and new.active = 1 and published = 0;
  update catalog_item set published_top = 1
    where id = new.catalog_item_id and new.active = 1 and new.root_item_id = new.catalog_item_id and published_top = 0;`;

const sqliteAdd = (row: 'new') => `insert into publication_tally
    (company_id, subscriber_gln, subscriber_company_id, cic_status, delivery_status, n)
  select ${row}.company_id, ${row}.subscriber_gln, ${row}.subscriber_company_id, coalesce(${row}.cic_status, ''),
    ${row}.delivery_status, 1
  where ${row}.active = 1
  on conflict (${TALLY_KEY}) do update set n = n + 1,
    subscriber_company_id = coalesce(excluded.subscriber_company_id, subscriber_company_id);`;

const sqliteRemove = (row: 'old') => `update publication_tally set n = n - 1
  where ${row}.active = 1 and company_id = ${row}.company_id and subscriber_gln = ${row}.subscriber_gln
    and cic_status = coalesce(${row}.cic_status, '') and delivery_status = ${row}.delivery_status;`;

const SQLITE_TRIGGERS = [
  `create trigger publication_tally_insert after insert on publication begin
    ${sqliteAdd('new')}
    ${SQLITE_RAISE_FLAGS}
  end`,
  `create trigger publication_tally_delete after delete on publication begin
    ${sqliteRemove('old')}
    ${itemFlags('old.catalog_item_id')}
  end`,
  `create trigger publication_tally_update after update of
      active, company_id, subscriber_gln, subscriber_company_id, cic_status, delivery_status on publication
    when old.active <> new.active or old.company_id <> new.company_id or old.subscriber_gln <> new.subscriber_gln
      or old.subscriber_company_id is not new.subscriber_company_id or old.cic_status is not new.cic_status
      or old.delivery_status <> new.delivery_status
    begin
      ${sqliteRemove('old')}
      ${sqliteAdd('new')}
    end`,
  `create trigger publication_flags_update after update of active, root_item_id, catalog_item_id on publication
    when old.active <> new.active or old.root_item_id is not new.root_item_id
      or old.catalog_item_id <> new.catalog_item_id
    begin
      ${itemFlags('old.catalog_item_id')}
      ${itemFlags('new.catalog_item_id')}
    end`,
];

/** A statement's changed rows, grouped into the tally's keys: +1 for a new active row, -1 for an old one. */
const pgChanges = (
  parts: string[],
) => `select company_id, subscriber_gln, max(subscriber_company_id) as subscriber_company_id,
    cic_status, delivery_status, sum(d) as n
  from (${parts.join(' union all ')}) changed
  group by ${TALLY_KEY} having sum(d) <> 0
  order by ${TALLY_KEY}`;

const pgPart = (
  table: 'new_rows' | 'old_rows',
  sign: 1 | -1,
) => `select company_id, subscriber_gln, subscriber_company_id,
    coalesce(cic_status, '') as cic_status, delivery_status, ${sign} as d from ${table} where active = 1`;

/** Ordered by key, so two statements adding to the same keys lock them in the same order. */
const pgApply = (parts: string[]) => `insert into publication_tally
    (company_id, subscriber_gln, subscriber_company_id, cic_status, delivery_status, n)
  ${pgChanges(parts)}
  on conflict (${TALLY_KEY}) do update set n = publication_tally.n + excluded.n,
    subscriber_company_id = coalesce(excluded.subscriber_company_id, publication_tally.subscriber_company_id);`;

const pgFlags = (items: string) => `update catalog_item c set published = f.published, published_top = f.published_top
  from (select i.id,
      case when exists (select 1 from publication p where p.catalog_item_id = i.id and p.active = 1) then 1 else 0 end
        as published,
      case when exists (select 1 from publication p where p.catalog_item_id = i.id and p.active = 1
        and p.root_item_id = i.id) then 1 else 0 end as published_top
    from (${items}) i order by i.id) f
  where c.id = f.id and (c.published <> f.published or c.published_top <> f.published_top);`;

const POSTGRES_TRIGGERS = [
  `create function publication_tally_apply() returns trigger language plpgsql as $$
  begin
    if tg_op = 'INSERT' then
      ${pgApply([pgPart('new_rows', 1)])}
      ${pgFlags('select distinct catalog_item_id as id from new_rows where active = 1')}
    elsif tg_op = 'DELETE' then
      ${pgApply([pgPart('old_rows', -1)])}
      ${pgFlags('select distinct catalog_item_id as id from old_rows where active = 1')}
    else
      ${pgApply([pgPart('new_rows', 1), pgPart('old_rows', -1)])}
      ${pgFlags(`select distinct x.id from old_rows o join new_rows n on n.id = o.id
          cross join lateral (values (o.catalog_item_id), (n.catalog_item_id)) as x (id)
          where o.active <> n.active or o.root_item_id is distinct from n.root_item_id
            or o.catalog_item_id <> n.catalog_item_id`)}
    end if;
    return null;
  end $$`,
  `create trigger publication_tally_insert after insert on publication
    referencing new table as new_rows for each statement execute function publication_tally_apply()`,
  `create trigger publication_tally_update after update on publication
    referencing old table as old_rows new table as new_rows for each statement execute function publication_tally_apply()`,
  `create trigger publication_tally_delete after delete on publication
    referencing old table as old_rows for each statement execute function publication_tally_apply()`,
];
