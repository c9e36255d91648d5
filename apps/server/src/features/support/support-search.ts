import { sql, type SelectQueryBuilder } from 'kysely';
import type { z } from 'zod';
import {
  CATALOG_STATUS_LABELS,
  DELIVERY_STATUS_LABELS,
  GLN_LENGTH,
  type CatalogStatus,
  type DeliveryStatus,
  type Page,
  type SupportResultRow,
  type supportSearchSchema,
} from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import type { CatalogItemTable } from '../../db/schema/catalog-item.js';
import type { Database } from '../../db/schema/index.js';
import { likePattern } from '../../db/text-search.js';
import { dateWindow } from '../../db/time.js';
import { rciStatusOf, registryTrails } from './registry-messages.js';
import { supportDateTime } from './support-time.js';

export type SupportSearchInput = z.output<typeof supportSearchSchema>;

type ItemQuery = SelectQueryBuilder<Database & { c: CatalogItemTable }, 'c', object>;

/**
 * The items the search names: the publisher's (its information provider GLN from the digits typed, 13 of
 * them naming one GLN), in the target market, optionally one GTIN or one item. Deleted items stay in: a
 * deleted item is one answer to "why does my buyer not see it".
 */
function itemsOf(db: Db, search: SupportSearchInput): ItemQuery {
  const gln = search.publisherGln;
  // GTINs are kept as 14 digits: a shorter one typed is its 14-digit form's tail.
  const gtin = search.gtin ? search.gtin.padStart(14, '0') : null;
  return db
    .selectFrom('catalog_item as c')
    .$call((qb) =>
      gln.length === GLN_LENGTH
        ? qb.where('c.info_provider_gln', '=', gln)
        : qb.where(() => likePattern(sql.ref<string>('c.info_provider_gln'), `${gln}%`)),
    )
    .where('c.target_market', '=', search.tm)
    .$if(gtin !== null, (qb) => qb.where('c.gtin', '=', gtin!))
    .$if(search.gdsnCatalogItemId != null, (qb) => qb.where('c.id', '=', search.gdsnCatalogItemId!));
}

const uploadStatusOf = (row: { status: number; deleted: number }) =>
  row.deleted ? 'Deleted' : (CATALOG_STATUS_LABELS[row.status as CatalogStatus] ?? String(row.status));

/** The item columns every row carries, with the time of its current version (its last upload or save). */
async function itemColumns(db: Db, ids: readonly number[]) {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('catalog_item as c')
    .innerJoin('company as co', 'co.id', 'c.company_id')
    .leftJoin('catalog_item_version as v', (join) =>
      join.onRef('v.catalog_item_id', '=', 'c.id').onRef('v.version', '=', 'c.version'),
    )
    .select([
      'c.id',
      'c.gtin',
      'c.target_market',
      'c.info_provider_gln',
      'c.description',
      'c.status',
      'c.deleted',
      'c.modified_time',
      'co.name as company_name',
      'v.changed_time',
    ])
    .where('c.id', 'in', ids)
    .execute();
  const trails = await registryTrails(db, ids);
  return new Map(
    rows.map((row) => {
      const trail = trails.get(row.id);
      const columns: Omit<
        SupportResultRow,
        'subscriberGln' | 'subscriberName' | 'cinInstanceId' | 'cicStatus' | 'cicDateTime' | 'publicationResult'
      > = {
        catalogItemId: row.id,
        gtin: row.gtin,
        targetMarket: row.target_market,
        publisherGln: row.info_provider_gln,
        publisherName: row.company_name,
        description: row.description,
        uploadStatus: uploadStatusOf(row),
        uploadDateTime: supportDateTime(row.changed_time ?? row.modified_time),
        rciStatus: rciStatusOf(trail),
        rciTime: supportDateTime(trail?.rci?.time),
        cirrDateTime: supportDateTime(trail?.cirr?.time),
        grResponseInstanceId: trail?.cirr?.instanceId ?? null,
      };
      return [row.id, columns] as const;
    }),
  );
}

const NO_PUBLICATION = {
  subscriberGln: null,
  subscriberName: null,
  cinInstanceId: null,
  cicStatus: null,
  cicDateTime: null,
  publicationResult: null,
};

/**
 * `POST support/publisher/upload/registration/search`: one row per item whose last change (upload, save or
 * the registry's answer) falls within the dates, with its upload and registration: the current version's
 * time and status, the latest RCI, the CIRR answering it and its instance identifier. The publication
 * columns stay empty: each subscriber's side is the publication search's (the sub-grid asks it per item).
 */
export async function registrationSearch(db: Db, search: SupportSearchInput): Promise<Page<SupportResultRow>> {
  const { since, until } = dateWindow(search);
  const matching = itemsOf(db, search).where('c.modified_time', '>=', since!).where('c.modified_time', '<', until!);
  const order = search.sortBy === 'uploadDateTime' ? 'c.modified_time' : 'c.gtin';
  const direction = search.sortDesc ? 'desc' : 'asc';
  const [count, page] = await Promise.all([
    matching.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    matching
      .select('c.id')
      .orderBy(order, direction)
      .orderBy('c.id', direction)
      .limit(search.rowCount)
      .offset((search.pageNumber - 1) * search.rowCount)
      .execute(),
  ]);
  const ids = page.map((row) => row.id);
  const columns = await itemColumns(db, ids);
  return {
    totalRows: Number(count.n),
    results: ids.map((id) => ({ ...columns.get(id)!, ...NO_PUBLICATION })),
  };
}

/** A publication's outcome in words: where its CIN stands, or that it was withdrawn. */
export function publicationResultOf(row: { active: number; delivery_status: string; delivery_error: string | null }) {
  if (!row.active) return 'Withdrawn (unpublished)';
  const label = DELIVERY_STATUS_LABELS[row.delivery_status as DeliveryStatus] ?? row.delivery_status;
  return row.delivery_error ? `${label}: ${row.delivery_error}` : label;
}

/** The latest CIN each (hierarchy top, subscriber GLN) pair got: what carried the item to that subscriber. */
export async function latestCins(
  db: Db,
  pairs: readonly { rootItemId: number | null; subscriberGln: string }[],
): Promise<Map<string, { id: number; instanceId: string; time: string; status: string }>> {
  const roots = [...new Set(pairs.flatMap((p) => (p.rootItemId === null ? [] : [p.rootItemId])))];
  const glns = [...new Set(pairs.map((p) => p.subscriberGln))];
  const found = new Map<string, { id: number; instanceId: string; time: string; status: string }>();
  if (!roots.length) return found;
  const rows = await db
    .selectFrom('gdsn_message')
    .select(['id', 'catalog_item_id', 'receiver_gln', 'instance_id', 'created_time', 'status'])
    .where('catalog_item_id', 'in', roots)
    .where('receiver_gln', 'in', glns)
    .where('message_type', '=', 'CIN')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    found.set(`${row.catalog_item_id}|${row.receiver_gln}`, {
      id: row.id,
      instanceId: row.instance_id,
      time: row.created_time,
      status: row.status,
    });
  }
  return found;
}

/**
 * `POST support/publisher/upload/publication/search`: one row per publication (item × subscriber) whose
 * activity (published, CIN delivered, CIC received) falls within the dates, with the item's upload and
 * registration columns and its own: the latest CIN carrying the item to that subscriber, the CIC state and
 * time, and the delivery outcome. Keeping to one item (`gdsnCatalogItemId`, the sub-grid) lists all its
 * publications whatever their dates: the dates found the item.
 */
export async function publicationSearch(db: Db, search: SupportSearchInput): Promise<Page<SupportResultRow>> {
  const { since, until } = dateWindow(search);
  const glns = search.subscriberGln?.length ? search.subscriberGln : null;
  const matching = itemsOf(db, search)
    .innerJoin('publication as p', 'p.catalog_item_id', 'c.id')
    .$if(glns !== null, (qb) => qb.where('p.subscriber_gln', 'in', glns!))
    .$if(search.gdsnCatalogItemId == null, (qb) =>
      qb.where((eb) =>
        eb.or(
          (['p.published_time', 'p.delivered_time', 'p.cic_status_time'] as const).map((column) =>
            eb.and([eb(column, '>=', since!), eb(column, '<', until!)]),
          ),
        ),
      ),
    );
  const direction = search.sortDesc ? 'desc' : 'asc';
  const [count, page] = await Promise.all([
    matching.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    matching
      .leftJoin('company as s', 's.id', 'p.subscriber_company_id')
      .leftJoin('publication_subscriber as ps', (join) =>
        join.onRef('ps.company_id', '=', 'p.company_id').onRef('ps.gln', '=', 'p.subscriber_gln'),
      )
      .select([
        'c.id as itemId',
        'p.subscriber_gln',
        'p.root_item_id',
        'p.active',
        'p.delivery_status',
        'p.delivery_error',
        'p.cic_status',
        'p.cic_status_time',
        's.name as subscriber_name',
        'ps.name as added_name',
      ])
      .orderBy(search.sortBy === 'uploadDateTime' ? 'c.modified_time' : 'c.gtin', direction)
      .orderBy('c.id', direction)
      .orderBy('p.subscriber_gln')
      .limit(search.rowCount)
      .offset((search.pageNumber - 1) * search.rowCount)
      .execute(),
  ]);
  const columns = await itemColumns(db, [...new Set(page.map((row) => row.itemId))]);
  const cins = await latestCins(
    db,
    page.map((row) => ({ rootItemId: row.root_item_id, subscriberGln: row.subscriber_gln })),
  );
  return {
    totalRows: Number(count.n),
    results: page.map((row) => ({
      ...columns.get(row.itemId)!,
      subscriberGln: row.subscriber_gln,
      subscriberName: row.subscriber_name ?? row.added_name ?? null,
      cinInstanceId: cins.get(`${row.root_item_id}|${row.subscriber_gln}`)?.instanceId ?? null,
      cicStatus: row.cic_status,
      cicDateTime: supportDateTime(row.cic_status_time),
      publicationResult: publicationResultOf(row),
    })),
  };
}
