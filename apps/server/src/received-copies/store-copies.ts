import type { Insertable, OnConflictTables, OnConflictUpdateDatabase, UpdateObject } from 'kysely';
import type { ItemAttributes } from '@tradepool/domain';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema/index.js';
import type { ReceivedItemTable } from '../db/schema/received-item.js';
import { searchText } from '../db/text-search.js';
import {
  readsOf,
  type CopiesListener,
  type CopyDocument,
  type CopyDraft,
  type CopyRow,
  type LevelBelow,
} from './listener.js';
import { lockCopiesOf } from './lock-copies.js';

/** A copy a CIN delivers: its document columns, the document read, and the level below it. */
export interface DeliveredCopy {
  copy: CopyDocument;
  document: ItemAttributes;
  below: readonly LevelBelow[];
}

/** Rows per multi-row upsert, and keys per `in (…)` list. */
const CHUNK = 500;

/** A new CIN replaces these of the copy it finds; the key, the buyer and the first receipt stay. */
const REPLACED_COLUMNS = [
  'publisher_company_id',
  'source_item_id',
  'root_gtin',
  'unit_descriptor',
  'description',
  'brand_name',
  'product_code',
  'gpc_code',
  'search_text',
  'has_allergens',
  'has_nutrients',
  'has_marketing',
  'children',
  'attributes',
  'gdsn_document',
  'version',
  'cin_message_id',
  'modified_time',
] as const;

type UpsertSet = UpdateObject<
  OnConflictUpdateDatabase<Database, 'received_item'>,
  OnConflictTables<'received_item'>,
  OnConflictTables<'received_item'>
>;

const keyOf = (copy: CopyDocument) =>
  [copy.subscriber_gln, copy.info_provider_gln, copy.gtin, copy.target_market].join('|');

/**
 * Stores the buyers' copies a delivery sent, keyed by subscriber GLN, information provider, GTIN and target
 * market; where two copies of one store share a key the later is kept (as if each were stored in turn). A
 * copy it replaces keeps its first receipt, and its document and CIN become the new one's previous version
 * when the version differs. The listeners add their columns first, in order, and hear of each chunk stored
 * with the live copies it replaced.
 */
export async function storeCopies(
  db: Db,
  listeners: readonly CopiesListener[],
  delivered: readonly DeliveredCopy[],
  time: string,
): Promise<void> {
  const latest = new Map<string, DeliveredCopy>();
  for (const copy of delivered) {
    latest.delete(keyOf(copy.copy));
    latest.set(keyOf(copy.copy), copy);
  }
  const drafts = [...latest.values()].map(({ copy, document, below }) => ({
    row: {
      ...copy,
      search_text: searchText(copy.gtin, copy.product_code, copy.description, copy.brand_name),
      withdrawn: 0,
      received_time: time,
      modified_time: time,
    } as Insertable<ReceivedItemTable>,
    document,
    below,
  }));
  await lockCopiesOf(
    db,
    drafts.map((d) => d.row.company_id),
  );
  for (const listener of listeners) {
    const columns = await listener.enrich?.(db, drafts satisfies readonly CopyDraft[]);
    if (columns) drafts.forEach((draft, i) => Object.assign(draft.row, columns[i]));
  }
  const reads = readsOf(listeners);
  const enriched = listeners.flatMap((listener) => listener.enriches ?? []);
  const rows = drafts.map((d) => d.row);
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    const replaced = await liveCopiesAt(db, chunk, reads);
    const stored = (await db
      .insertInto('received_item')
      .values(chunk)
      .onConflict((oc) =>
        oc.columns(['subscriber_gln', 'info_provider_gln', 'gtin', 'target_market']).doUpdateSet((eb) => {
          const newVersion = eb('received_item.version', '<>', eb.ref('excluded.version'));
          const set: UpsertSet = {
            withdrawn: 0,
            // A new version keeps the one before it (the item detail's "previous").
            previous_attributes: eb
              .case()
              .when(newVersion)
              .then(eb.ref('received_item.attributes'))
              .else(eb.ref('received_item.previous_attributes'))
              .end(),
            previous_gdsn_document: eb
              .case()
              .when(newVersion)
              .then(eb.ref('received_item.gdsn_document'))
              .else(eb.ref('received_item.previous_gdsn_document'))
              .end(),
            previous_cin_message_id: eb
              .case()
              .when(newVersion)
              .then(eb.ref('received_item.cin_message_id'))
              .else(eb.ref('received_item.previous_cin_message_id'))
              .end(),
          };
          for (const column of [...REPLACED_COLUMNS, ...enriched]) {
            Object.assign(set, { [column]: eb.ref(`excluded.${column}`) });
          }
          for (const listener of listeners) Object.assign(set, listener.replacing?.(eb, newVersion));
          return set;
        }),
      )
      .returning(['id', ...reads])
      .execute()) as CopyRow[];
    for (const listener of listeners) await listener.stored?.(db, { replaced, stored });
  }
}

/**
 * The live copies these are about to replace (same subscriber GLN, information provider, GTIN and target
 * market), with the columns the listeners read.
 */
async function liveCopiesAt(
  db: Db,
  copies: readonly Insertable<ReceivedItemTable>[],
  reads: readonly (keyof CopyRow)[],
): Promise<CopyRow[]> {
  const groups = new Map<string, { subscriber: string; provider: string; keys: Set<string> }>();
  for (const copy of copies) {
    const key = `${copy.subscriber_gln}|${copy.info_provider_gln}`;
    const group = groups.get(key) ?? {
      subscriber: copy.subscriber_gln,
      provider: copy.info_provider_gln,
      keys: new Set(),
    };
    group.keys.add(`${copy.gtin}|${copy.target_market}`);
    groups.set(key, group);
  }
  const found: CopyRow[] = [];
  for (const group of groups.values()) {
    const rows = (await db
      .selectFrom('received_item')
      .select(['id', 'gtin', 'target_market', ...reads])
      .where('subscriber_gln', '=', group.subscriber)
      .where('info_provider_gln', '=', group.provider)
      .where('gtin', 'in', [...new Set([...group.keys].map((k) => k.split('|')[0]!))])
      .where('withdrawn', '=', 0)
      .execute()) as CopyRow[];
    found.push(...rows.filter((row) => group.keys.has(`${row.gtin}|${row.target_market}`)));
  }
  return found;
}
