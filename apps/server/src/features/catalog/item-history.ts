import type { ItemHistoryPage, ItemHistoryQuery, ItemVersionCompare } from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import { notFound } from '../../errors.js';
import type { Principal } from '../../security/sessions.js';
import { labelledChanges } from './change-labels.js';
import { itemChanges } from './item-document.js';
import { parseAttributes, visibleItem } from './visible-item.js';

const DEFAULT_ROWS = 10;

const userName = (row: { first_name: string | null; last_name: string | null; login: string | null }) =>
  [row.first_name, row.last_name].filter(Boolean).join(' ').trim() || row.login;

/**
 * `GET catalogs/{id}/history`: a page of the item's versions, newest first by default: who, when, how, and
 * what each changed, named. The page is read in SQL along the (item, version) key, with the changes JSON and
 * never the versions' documents, so an item with thousands of versions answers as fast as one with two.
 */
export async function itemHistory(
  db: Db,
  principal: Principal,
  catalogItemId: number,
  query: ItemHistoryQuery,
): Promise<ItemHistoryPage> {
  const item = await visibleItem(db, principal, catalogItemId);
  const rowCount = query.rowCount ?? DEFAULT_ROWS;
  const pageNumber = query.pageNumber ?? 1;
  const { total } = await db
    .selectFrom('catalog_item_version')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .where('catalog_item_id', '=', item.id)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('catalog_item_version as v')
    .leftJoin('app_user as u', 'u.id', 'v.changed_by')
    .select(['v.version', 'v.change_type', 'v.source', 'v.changes', 'v.changed_time'])
    .select(['u.first_name', 'u.last_name', 'u.login'])
    .where('v.catalog_item_id', '=', item.id)
    .orderBy('v.version', query.sortDesc === 'false' ? 'asc' : 'desc')
    .limit(rowCount)
    .offset((pageNumber - 1) * rowCount)
    .execute();
  return {
    totalRows: Number(total),
    currentVersion: item.version,
    results: rows.map((row) => ({
      version: row.version,
      changeType: row.change_type,
      source: row.source,
      changedBy: userName(row),
      changedTime: row.changed_time,
      changes: labelledChanges(JSON.parse(row.changes) as Record<string, [unknown, unknown]>),
    })),
  };
}

/**
 * `GET catalogs/{id}/history/{version}/compare`: the version beside the item as it is now, attribute by
 * attribute (the sections' values and every value of the whole trade item), compared as a save compares
 * them (`itemChanges`): the version's value → today's. Two documents are read, the version's and the item's.
 */
export async function compareItemVersion(
  db: Db,
  principal: Principal,
  catalogItemId: number,
  version: number,
): Promise<ItemVersionCompare> {
  const item = await visibleItem(db, principal, catalogItemId);
  const old = await db
    .selectFrom('catalog_item_version')
    .select(['attributes', 'gdsn_document', 'changed_time'])
    .where('catalog_item_id', '=', item.id)
    .where('version', '=', version)
    .executeTakeFirst();
  if (!old) throw notFound();
  const differences = itemChanges(
    { attributes: parseAttributes(old.attributes), tree: old.gdsn_document },
    { attributes: parseAttributes(item.attributes), tree: item.gdsn_document },
  );
  return {
    version,
    changedTime: old.changed_time,
    currentVersion: item.version,
    currentTime: item.modified_time,
    differences: labelledChanges(differences),
  };
}
